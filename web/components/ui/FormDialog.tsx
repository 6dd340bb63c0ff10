import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import styles from './FormDialog.module.css';

/**
 * A dialog around one form (add or edit a contact, tag contacts, rename a project): the fields, the form's own
 * error above the buttons, Cancel and the submit button ('Saving...' while `busy`). It cannot be closed while the
 * form is being saved; a failed save keeps it open with everything typed.
 */
export function FormDialog({
  open,
  onClose,
  busy,
  title,
  description,
  formId,
  submitLabel,
  onSubmit,
  error,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The form is being saved. */
  busy: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The form's id, which the submit button names. */
  formId: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A failure no field shows. */
  error?: string | null;
  /** The fields. */
  children: ReactNode;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
