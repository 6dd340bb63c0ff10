import { Button } from '../../../components/ui';
import styles from '../Contacts.module.css';

/** Shown while contacts are selected: how many, and what can be done to all of them at once. */
export function BulkBar({
  count,
  onTag,
  onUntag,
  onDelete,
  onClear,
}: {
  count: number;
  onTag: () => void;
  onUntag: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  return (
    <div className={styles.bulk} role="group" aria-label="Selected contacts">
      <p className={styles.bulkCount}>{count} selected</p>
      <Button size="sm" variant="secondary" onClick={onTag}>
        Add tag
      </Button>
      <Button size="sm" variant="secondary" onClick={onUntag}>
        Remove tag
      </Button>
      <Button size="sm" variant="destructive" onClick={onDelete}>
        Delete selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
