/**
 * "Save as template" in the editor (issue 33, Premium): names a snapshot of this email (saved first), kept
 * in the account's templates on /templates. Below Premium, or at the 50-template cap, the dialog shows the
 * server's sentence and keeps the typed name.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TEMPLATE_NAME_MAX } from '../../../shared/contracts/templates';
import { Button, Field, FormDialog, Input } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { customTemplatesKey, saveAsTemplate } from './custom-templates-api';

export function SaveAsTemplateButton(props: {
  projectId: string;
  defaultName: string;
  /** Saves unsaved edits first (the template is a snapshot of the saved email); false when that failed. */
  saveFirst: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(props.defaultName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      if (!(await props.saveFirst())) throw new Error('Could not save your changes first. Please try again.');
      await saveAsTemplate(props.projectId, name);
      void queryClient.invalidateQueries({ queryKey: customTemplatesKey });
      setOpen(false);
      toast({ title: 'Template saved', description: `“${name.trim()}” is in your templates.` });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        Save as template
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        busy={busy}
        title="Save as template"
        description="A copy of this email as it is now: later edits do not change the template."
        formId="save-as-template"
        submitLabel="Save template"
        error={error}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Template name">
          <Input
            value={name}
            maxLength={TEMPLATE_NAME_MAX}
            required
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
      </FormDialog>
    </>
  );
}
