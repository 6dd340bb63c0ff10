import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field, FormDialog, Input } from '../../../components/ui';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { isRoleAddress, roleAddressWarning, suggestDomainTypo } from '../../../../shared/contacts/email';
import { CONTACT_TAGS_MAX, type Contact } from '../../../../shared/contracts/contacts';
import {
  canUnsubscribe,
  contactFormSchema,
  emptyContactForm,
  formFromContact,
  type ContactFormOutput,
  type ContactFormValues,
} from '../contact-form';
import styles from '../Contacts.module.css';
import { useContactFields } from '../api/contact-fields';
import { ContactFlows } from './ContactFlows';
import { CustomFieldInputs } from './CustomFieldInputs';

const fields = ['email', 'firstName', 'lastName', 'tags'] as const;
type FieldName = (typeof fields)[number];
const isField = (path: string): path is FieldName => (fields as readonly string[]).includes(path);

/**
 * Add (contact null) or edit one contact. A failed save keeps the dialog open with everything typed and shows
 * the API's sentence: on its field when the API names one, above the buttons otherwise.
 */
export function ContactDialog({
  open,
  contact,
  onClose,
  onSave,
}: {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
  onSave: (values: ContactFormOutput) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
  });

  useEffect(() => {
    if (!open) return;
    reset(contact ? formFromContact(contact) : emptyContactForm);
    setFormError(null);
  }, [open, contact, reset]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      const issues = error instanceof ApiRequestError ? (error.issues ?? []) : [];
      const onField = issues.filter((issue) => isField(issue.path));
      for (const issue of onField) setError(issue.path as FieldName, { message: issue.message });
      if (onField.length === 0) setFormError(errorMessage(error));
    }
  });

  const editing = contact !== null;
  const customFields = useContactFields(open);
  const typed = watch('email');
  const typo = editing ? undefined : suggestDomainTypo(typed);
  const emailHint = editing ? (
    'To use another address, delete this contact and add the new one.'
  ) : typo ? (
    <>
      Did you mean{' '}
      <button
        type="button"
        className={styles.suggestion}
        onClick={() => setValue('email', typo, { shouldValidate: true })}
      >
        {typo}
      </button>
      ?
    </>
  ) : isRoleAddress(typed) ? (
    `${roleAddressWarning('can be added')}.`
  ) : undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      busy={isSubmitting}
      title={editing ? 'Edit contact' : 'Add a contact'}
      description={
        editing ? undefined : 'Add someone who agreed to receive email from you. They start as subscribed.'
      }
      formId={editing ? 'edit-contact' : 'add-contact'}
      submitLabel={editing ? 'Save' : 'Add contact'}
      onSubmit={(event) => void submit(event)}
      error={formError}
    >
      <Field label="Email" error={errors.email?.message} hint={emailHint}>
        <Input
          type="email"
          autoComplete="off"
          inputMode="email"
          maxLength={254}
          readOnly={editing}
          {...register('email')}
        />
      </Field>
      <Field label="First name" error={errors.firstName?.message}>
        <Input autoComplete="off" maxLength={100} {...register('firstName')} />
      </Field>
      <Field label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="off" maxLength={100} {...register('lastName')} />
      </Field>
      <Field
        label="Tags"
        hint={`Separate tags with commas, up to ${CONTACT_TAGS_MAX} (for example: customers, vip).`}
        error={errors.tags?.message}
      >
        <Input autoComplete="off" {...register('tags')} />
      </Field>
      <CustomFieldInputs
        fields={customFields.data?.fields ?? []}
        loading={customFields.isPending}
        register={register}
        errors={errors}
      />
      {canUnsubscribe(contact) && (
        <label className={styles.checkRow}>
          <input type="checkbox" className={styles.check} {...register('unsubscribe')} />
          <span>
            Unsubscribe this person
            <span className={styles.checkHint}>
              Only if they asked you to stop. They can subscribe again only through your signup form.
            </span>
          </span>
        </label>
      )}
      {contact && <ContactFlows contactId={contact.id} />}
    </FormDialog>
  );
}
