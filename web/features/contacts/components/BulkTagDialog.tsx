import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button, Dialog, Field, Input } from '../../../components/ui';
import { errorMessage } from '../../../lib/api-client';
import { tagSchema } from '../contact-form';
import styles from '../Contacts.module.css';

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
    <Dialog
      open={mode !== null}
      onClose={() => !isSubmitting && onClose()}
      title={adding ? `Add a tag to ${people}` : `Remove a tag from ${people}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="bulk-tag" loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : adding ? 'Add tag' : 'Remove tag'}
          </Button>
        </>
      }
    >
      <form id="bulk-tag" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Tag" error={errors.tag?.message}>
          <Input autoComplete="off" maxLength={40} {...register('tag')} />
        </Field>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
