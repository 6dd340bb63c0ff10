import type { Audience } from '../../../shared/contracts/campaigns';
import { Field, Input } from '../../components/ui';
import { useDebouncedValue } from '../contacts/use-debounced-value';
import { conditionDraftOf, conditionsOf, type ConditionDraft } from './audience-conditions';
import { AudienceConditions } from './AudienceConditions';
import { useAudienceCount } from './campaigns-api';
import styles from './Campaigns.module.css';

export interface AudienceDraft {
  kind: 'all' | 'tags';
  match: 'any' | 'all';
  /** As typed: tags separated by commas. */
  tagsText: string;
  /** Conditions on custom fields, as typed (audience-conditions.ts). */
  conditions: ConditionDraft[];
}

export const audienceDraftOf = (a: Audience): AudienceDraft => ({
  kind: a.kind,
  match: a.kind === 'tags' ? a.match : 'any',
  tagsText: a.kind === 'tags' ? a.tags.join(', ') : '',
  conditions: (a.conditions ?? []).map((c, i) => conditionDraftOf(c, `saved-${i}`)),
});

export type AudienceCheck = { ok: true; audience: Audience } | { ok: false; message: string };

/** The audience the draft describes, or the sentence saying what is missing (no tag, an unfinished condition). */
export function audienceCheck(d: AudienceDraft): AudienceCheck {
  const conditions = conditionsOf(d.conditions);
  if (!conditions.ok) return conditions;
  const narrowed = conditions.conditions.length ? { conditions: conditions.conditions } : {};
  if (d.kind === 'all') return { ok: true, audience: { kind: 'all', ...narrowed } };
  const tags = [
    ...new Set(
      d.tagsText
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return tags.length
    ? { ok: true, audience: { kind: 'tags', match: d.match, tags, ...narrowed } }
    : { ok: false, message: 'Enter at least one tag, or send to all subscribed contacts.' };
}

const countText = (n: number) =>
  `${n.toLocaleString('en-US')} subscribed contact${n === 1 ? '' : 's'} will get this email.`;

/**
 * All subscribed contacts, or those with any / all of some tags, narrowed by conditions on custom fields,
 * with the live count of who that is (asked again once typing pauses).
 */
export function AudienceFields({
  value,
  onChange,
  showErrors = false,
}: {
  value: AudienceDraft;
  onChange: (d: AudienceDraft) => void;
  showErrors?: boolean;
}) {
  const check = audienceCheck(value);
  const settled = useDebouncedValue(check.ok ? JSON.stringify(check.audience) : '', 300);
  const count = useAudienceCount(settled ? (JSON.parse(settled) as Audience) : undefined);
  const counting = count.isPending || (check.ok && settled !== JSON.stringify(check.audience));
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
      <AudienceConditions
        value={value.conditions}
        onChange={(conditions) => onChange({ ...value, conditions })}
        showErrors={showErrors}
      />
      <p aria-live="polite" className={styles.muted} data-testid="audience-count">
        {!check.ok
          ? check.message
          : counting
            ? 'Counting contacts...'
            : count.isError
              ? 'Could not count the contacts just now.'
              : countText(count.data ?? 0)}
      </p>
    </div>
  );
}
