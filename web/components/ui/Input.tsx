import type { InputHTMLAttributes, Ref } from 'react';
import { fieldStyles, useFieldControl } from './Field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** Text input; inside a <Field> it takes the field's id, description and invalid state. */
export function Input({ className, id, ...rest }: InputProps) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.controlId}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={[fieldStyles.control, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
