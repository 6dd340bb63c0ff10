import type { DnsRecordView } from '../../../shared/contracts/dns';
import { StatusBadge } from './StatusBadge';
import styles from './DnsConfirmationPage.module.css';

/** Each record with its status, on the DNS page itself (issue 30: revisited after success, it shows each verified). */
export function RecordStatusList({ records }: { records: DnsRecordView[] }) {
  return (
    <ul className={styles.recordStatuses} aria-label="Record statuses">
      {records.map((record) => (
        <li key={record.id} data-page-record-id={record.id}>
          <span className={styles.recordType}>{record.type}</span>
          <span className={styles.recordPurpose}>{record.purpose}</span>
          <StatusBadge status={record.status} />
        </li>
      ))}
    </ul>
  );
}
