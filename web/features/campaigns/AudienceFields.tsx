import type { Audience } from '../../../shared/contracts/campaigns';
import { Field, Input } from '../../components/ui';
import { useAudienceCount } from './campaigns-api';
import styles from './Campaigns.module.css';

export interface AudienceDraft {
  kind: 'all' | 'tags';
  match: 'any' | 'all';
  /** As typed: tags separated by commas. */
  tagsText: string;
}

export const audienceDraftOf = (a: Audience): AudienceDraft =>
  a.kind === 'all'
    ? { kind: 'all', match: 'any', tagsText: '' }
    : { kind: 'tags', match: a.match, tagsText: a.tags.join(', ') };

/** The audience the draft describes, or undefined while the tags are empty. */
export function audienceOf(d: AudienceDraft): Audience | undefined {
  if (d.kind === 'all') return { kind: 'all' };
  const tags = [
    ...new Set(
      d.tagsText
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return tags.length ? { kind: 'tags', match: d.match, tags } : undefined;
}

/** All subscribed contacts, or those with any / all of some tags, with the live count of who that is. */
export function AudienceFields({
  value,
  onChange,
}: {
  value: AudienceDraft;
  onChange: (d: AudienceDraft) => void;
}) {
  const audience = audienceOf(value);
  const count = useAudienceCount(audience);
  return (
    <div className={styles.choices}>
      <fieldset className={styles.choices}>
        <legend>Audience</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="audience"
            checked={value.kind === 'all'}
            onChange={() => onChange({ ...value, kind: 'all' })}
          />
          All subscribed contacts
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="audience"
            checked={value.kind === 'tags'}
            onChange={() => onChange({ ...value, kind: 'tags' })}
          />
          Contacts with tags
        </label>
      </fieldset>
      {value.kind === 'tags' && (
        <>
          <Field label="Tags" hint="Separate tags with commas, e.g. vip, local">
            <Input
              value={value.tagsText}
              onChange={(e) => onChange({ ...value, tagsText: e.target.value })}
            />
          </Field>
          <fieldset className={styles.choices}>
            <legend>Contacts need</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="match"
                checked={value.match === 'any'}
                onChange={() => onChange({ ...value, match: 'any' })}
              />
              any of these tags
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="match"
                checked={value.match === 'all'}
                onChange={() => onChange({ ...value, match: 'all' })}
              />
              all of these tags
            </label>
          </fieldset>
        </>
      )}
      <p aria-live="polite" className={styles.muted} data-testid="audience-count">
        {audience === undefined
          ? 'Enter at least one tag.'
          : count.isPending
            ? 'Counting contacts...'
            : count.isError
              ? 'Could not count the contacts just now.'
              : `${count.data.toLocaleString('en-US')} subscribed contact${count.data === 1 ? '' : 's'} will get this email.`}
      </p>
    </div>
  );
}
