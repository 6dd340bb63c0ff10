import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input, Spinner } from '../../../components/ui';
import { FIELD_VALUE_MAX, type FieldType } from '../../../../shared/contacts/custom-fields';
import type { ContactFieldInfo } from '../../../../shared/contracts/contacts';
import type { ContactFormValues } from '../contact-form';
import styles from '../Contacts.module.css';

const hints: Record<FieldType, string | undefined> = {
  text: undefined,
  number: 'A number, like 12 or 9.99.',
  date: undefined,
};

/**
 * The account's custom fields (from its imports) as inputs of the contact dialog: a date picker for a
 * date, a number keyboard for a number. Emptying one removes it from the contact.
 */
export function CustomFieldInputs({
  fields,
  loading,
  register,
  errors,
}: {
  fields: readonly ContactFieldInfo[];
  loading: boolean;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
}) {
  if (loading) return <Spinner size="sm" label="Loading custom fields…" showLabel />;
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.customFields}>
      <legend>Custom fields</legend>
      {fields.map((field) => (
        <Field
          key={field.key}
          label={field.name}
          hint={hints[field.type]}
          error={errors.fields?.[field.key]?.message}
        >
          <Input
            autoComplete="off"
            type={field.type === 'date' ? 'date' : 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            maxLength={FIELD_VALUE_MAX}
            {...register(`fields.${field.key}`)}
          />
        </Field>
      ))}
    </fieldset>
  );
}
