import {
  contactStatuses,
  type ContactCounts,
  type ContactStatus,
} from '../../../../shared/contracts/contacts';
import { statusLabels } from '../contact-filters';
import styles from '../Contacts.module.css';

const format = (n: number) => n.toLocaleString('en-US');

/** The counts per status, each a filter button (pressed = the list shows only that status); 'All' clears it. */
export function StatusCounts({
  counts,
  loading,
  active,
  onSelect,
}: {
  counts: ContactCounts | undefined;
  loading: boolean;
  active: ContactStatus | null;
  onSelect: (status: ContactStatus | null) => void;
}) {
  const total = counts ? contactStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : undefined;
  const value = (n: number | undefined) => (n === undefined ? (loading ? '…' : '–') : format(n));
  return (
    <div
      className={styles.counts}
      role="group"
      aria-label="Contacts by status"
      aria-busy={loading || undefined}
    >
      <button
        type="button"
        className={styles.count}
        data-status="all"
        aria-pressed={active === null}
        onClick={() => onSelect(null)}
      >
        <span className={styles.countValue}>{value(total)}</span>{' '}
        <span className={styles.countLabel}>All</span>
      </button>
      {contactStatuses.map((status) => (
        <button
          key={status}
          type="button"
          className={styles.count}
          data-status={status}
          aria-pressed={active === status}
          onClick={() => onSelect(active === status ? null : status)}
        >
          <span className={styles.countValue}>{value(counts?.[status])}</span>{' '}
          <span className={styles.countLabel}>{statusLabels[status]}</span>
        </button>
      ))}
    </div>
  );
}
