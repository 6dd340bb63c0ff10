import type { Ref, TextareaHTMLAttributes } from 'react';
import { fieldStyles, useFieldControl } from './Field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line input; inside a <Field> it takes the field's id, description and invalid state. */
export function Textarea({ className, id, ...rest }: TextareaProps) {
  const field = useFieldControl();
  return (
    <textarea
      id={id ?? field?.controlId}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={[fieldStyles.control, fieldStyles.textarea, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
