import { recordStatusLabel } from './dns-rules';
import styles from './DnsDialog.module.css';

/** Verified / Pending / Failed, in words and colour (never colour alone). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const label = recordStatusLabel(status);
  return (
    <span className={`${styles.badge} ${styles[`badge${label}`] ?? ''}`} data-status-label>
      {label}
    </span>
  );
}
