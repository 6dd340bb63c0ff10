import {
  campaignFromAddress,
  FROM_LOCAL_PART_ERROR,
  FROM_LOCAL_PART_MAX,
  FROM_NAME_ERROR,
  FROM_NAME_MAX,
  fromLineDisplay,
  isFromLocalPart,
  isFromName,
} from '../../../shared/campaigns/sender';
import { Field, Input } from '../../components/ui';
import styles from './Campaigns.module.css';

/**
 * Who the campaign is from (issue 29): the From name and the part of the From address before the @. The
 * domain is the account's verified sending domain, shown beside the field and never typed. The From line the
 * mail will carry is shown below, and a part the send would refuse is said at once, in the server's words.
 */
export function FromFields(props: {
  fromName: string;
  fromLocalPart: string;
  domain: string | null;
  onChange: (from: { fromName: string; fromLocalPart: string }) => void;
}) {
  const { fromName, fromLocalPart, domain, onChange } = props;
  const localPart = fromLocalPart.trim();
  const domainText = domain ?? 'your sending domain';
  return (
    <fieldset className={styles.fromFields}>
      <legend>From</legend>
      <Field
        label="From name"
        hint="Shown as the sender in the inbox; your shop's name unless you change it."
        error={isFromName(fromName.trim()) ? undefined : FROM_NAME_ERROR}
      >
        <Input
          value={fromName}
          onChange={(e) => onChange({ fromName: e.target.value, fromLocalPart })}
          maxLength={FROM_NAME_MAX}
          autoComplete="organization"
        />
      </Field>
      <Field
        label="From address"
        hint={`The part before @${domainText}: mail is sent only from your verified domain.`}
        error={isFromLocalPart(localPart) ? undefined : FROM_LOCAL_PART_ERROR}
      >
        <span className={styles.addressRow}>
          <Input
            value={fromLocalPart}
            onChange={(e) => onChange({ fromName, fromLocalPart: e.target.value })}
            maxLength={FROM_LOCAL_PART_MAX}
            autoCapitalize="none"
            spellCheck={false}
          />
          <span className={styles.addressDomain}>@{domainText}</span>
        </span>
      </Field>
      {domain && (
        <p className={styles.fromLine} aria-live="polite">
          Mail will show: {fromLineDisplay(fromName, campaignFromAddress(domain, localPart || undefined))}
        </p>
      )}
    </fieldset>
  );
}
