import type { DnsRecordView } from '../../../shared/contracts/dns';
import type { DnsProviderId } from '../../../shared/dns/providers';
import { providerSteps, type StepIcon } from './provider-steps';
import styles from './DnsDialog.module.css';

const paths: Record<StepIcon, string> = {
  signin: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  add: 'M12 5v14M5 12h14',
  fields: 'M4 7h16M4 12h10M4 17h13',
  save: 'M5 13l4 4L19 7',
};

/** The provider's steps for one record, numbered, each with a small drawn icon (in place of a video). */
export function ProviderSteps({
  providerId,
  record,
  domain,
}: {
  providerId: DnsProviderId;
  record: DnsRecordView;
  domain: string;
}) {
  return (
    <ol className={styles.steps} aria-label="How to add this record">
      {providerSteps(providerId, record, domain).map((step, i) => (
        <li key={i} className={styles.step}>
          <span className={styles.stepIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <path
                d={paths[step.icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span>{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
