import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './CheckboxField.module.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Shown under the label and linked by aria-describedby. */
  description?: ReactNode;
  /** Shown with role=alert and linked by aria-describedby. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, an optional description and an error announced to screen readers. */
export function CheckboxField({ label, description, error, id, className, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const controlId = id ?? `check-${generated}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          type="checkbox"
          id={controlId}
          className={styles.box}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <div className={styles.text}>
          <label htmlFor={controlId} className={styles.label}>
            {label}
          </label>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
