import { useEffect, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';
import styles from './FormDialog.module.css';

/** lib/api-client's errorMessage (the server's sentence), without loading the API client into the UI kit. */
const failure = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred';

/**
 * Ask once before something that cannot be undone (deleting, sending a campaign): the question as the
 * title, what it does as the description, Cancel and the action's button (`busyLabel` while `onConfirm`
 * runs; the dialog cannot be closed meanwhile). A failure keeps the dialog open with the server's
 * sentence; success closes it. Cancel, Esc, the close button and a click outside do nothing else.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  variant = 'primary',
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** More to read before confirming (e.g. the campaign's From line), under the description. */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  variant?: ButtonVariant;
  onClose: () => void;
  onConfirm: () => Promise<void>;
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
            variant={variant}
            loading={busy}
            onClick={() => {
              setBusy(true);
              setError(null);
              onConfirm()
                .then(onClose)
                .catch((e: unknown) => setError(failure(e)))
                .finally(() => setBusy(false));
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Dialog>
  );
}
