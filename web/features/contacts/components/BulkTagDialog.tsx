import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Field, FormDialog, Input } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { tagSchema } from '../contact-form';

const schema = z.object({ tag: tagSchema });
type Values = z.input<typeof schema>;

/** Add a tag to, or remove one from, the selected contacts. The typed tag stays when the call fails. */
export function BulkTagDialog({
  mode,
  count,
  onClose,
  onApply,
}: {
  mode: 'tag' | 'untag' | null;
  count: number;
  onClose: () => void;
  onApply: (tag: string) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { tag: '' } });

  useEffect(() => {
    if (mode === null) return;
    reset({ tag: '' });
    setFormError(null);
  }, [mode, reset]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onApply(schema.parse(values).tag);
      onClose();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  const people = `${count} contact${count === 1 ? '' : 's'}`;
  const adding = mode === 'tag';
  return (
    <FormDialog
      open={mode !== null}
      onClose={onClose}
      busy={isSubmitting}
      title={adding ? `Add a tag to ${people}` : `Remove a tag from ${people}`}
      formId="bulk-tag"
      submitLabel={adding ? 'Add tag' : 'Remove tag'}
      onSubmit={(event) => void submit(event)}
      error={formError}
    >
      <Field label="Tag" error={errors.tag?.message}>
        <Input autoComplete="off" maxLength={40} {...register('tag')} />
      </Field>
    </FormDialog>
  );
}
