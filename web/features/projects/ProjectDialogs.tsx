import { useEffect, useState } from 'react';
import { projectNameSchema, type ProjectSummary } from '../../../shared/contracts/projects';
import { ConfirmDeleteDialog, Field, FormDialog, Input } from '../../components/ui';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Rename: trimmed, 'Title cannot be empty', the server's sentence when the name is taken. Input kept on error. */
export function RenameDialog({
  project,
  onClose,
  onRename,
}: {
  project: ProjectSummary | null;
  onClose: () => void;
  onRename: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setName(project?.name ?? '');
    setError(null);
  }, [project]);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = projectNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Title cannot be empty');
      return;
    }
    setSaving(true);
    try {
      await onRename(parsed.data);
      onClose();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={project !== null}
      onClose={onClose}
      busy={saving}
      title="Rename project"
      formId="rename-project"
      submitLabel="Save"
      onSubmit={(e) => void save(e)}
    >
      <Field label="Project name" error={error ?? undefined}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="off" />
      </Field>
    </FormDialog>
  );
}

/** Delete, after confirmation. */
export function DeleteDialog({
  project,
  onClose,
  onDelete,
}: {
  project: ProjectSummary | null;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  return (
    <ConfirmDeleteDialog
      open={project !== null}
      title="Delete project?"
      description={`"${project?.name ?? ''}" and its email will be deleted. This cannot be undone.`}
      onClose={onClose}
      onDelete={onDelete}
    />
  );
}
