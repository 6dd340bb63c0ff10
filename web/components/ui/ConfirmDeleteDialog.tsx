import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import styles from './FormDialog.module.css';

/**
 * Delete something after confirmation (contacts, projects): Cancel and a destructive 'Delete' ('Deleting...' while
 * `onDelete` runs; the dialog stays open meanwhile). A failed delete keeps the dialog open with the server's
 * sentence; success closes it.
 */
/** lib/api-client's errorMessage (the server's sentence), without loading the API client into the UI kit. */
const failure = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred';

export function ConfirmDeleteDialog({
  open,
  title,
  description,
  onClose,
  onDelete,
}: {
  open: boolean;
  title: ReactNode;
  /** What deleting does, and that it cannot be undone. */
  description: ReactNode;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [open]);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      description={description}
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
                .catch((e: unknown) => setError(failure(e)))
                .finally(() => setBusy(false));
            }}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
