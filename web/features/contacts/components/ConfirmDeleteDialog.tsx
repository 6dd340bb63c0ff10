import { useEffect, useState } from 'react';
import { Button, Dialog } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import styles from '../Contacts.module.css';

/**
 * Delete one or many contacts, after confirmation. Says what deleting does: the person is forgotten, and someone who
 * unsubscribed, bounced or complained stays blocked from being added again.
 */
export function ConfirmDeleteDialog({
  what,
  onClose,
  onDelete,
}: {
  /** 'ada@example.com' or '3 contacts'; null when closed. */
  what: string | null;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [what]);
  return (
    <Dialog
      open={what !== null}
      onClose={() => !busy && onClose()}
      title={`Delete ${what ?? ''}?`}
      description="Their name, email address and consent record are deleted. This cannot be undone. Anyone who unsubscribed, bounced or complained can still never be added again."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            loading={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              onDelete()
                .then(onClose)
                .catch((e: unknown) => setError(errorMessage(e)))
                .finally(() => setBusy(false));
            }}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
