import type { DnsRecordView } from '../../../shared/contracts/dns';
import { reasons } from '../../../shared/dns/reasons';
import { StatusBadge } from './StatusBadge';
import styles from './DnsDialog.module.css';

/** The summary list (docs/product.md › DNS dialog: 400 px high): type, purpose and status of each record; click for details. */
export function RecordSummary({
  records,
  onOpen,
}: {
  records: DnsRecordView[];
  onOpen: (id: string) => void;
}) {
  return (
    <ul className={styles.list} aria-label="DNS records">
      {records.map((record) => (
        <li key={record.id}>
          <button
            type="button"
            className={styles.row}
            onClick={() => onOpen(record.id)}
            data-record-id={record.id}
          >
            <span className={styles.rowHead}>
              <span className={styles.type}>{record.type}</span>
              <StatusBadge status={record.status} />
            </span>
            <span className={styles.purpose}>{record.purpose}</span>
            {record.reasonCode && record.status !== 'verified' && (
              <span className={styles.reasonLabel}>{reasons[record.reasonCode].label}</span>
            )}
            <span className={styles.hint}>Click to view details</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
