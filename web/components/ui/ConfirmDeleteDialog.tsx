import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Delete something after confirmation (contacts, projects): Cancel and a destructive 'Delete' ('Deleting...' while
 * `onDelete` runs; the dialog stays open meanwhile). A failed delete keeps the dialog open with the server's
 * sentence; success closes it. The kit's ConfirmDialog with the delete words.
 */
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
  return (
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="destructive"
      onClose={onClose}
      onConfirm={onDelete}
    />
  );
}
