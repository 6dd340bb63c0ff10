import { createContext, useContext, useId, type ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldIds {
  controlId: string;
  /** Ids for aria-describedby: the hint and, when shown, the error. */
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldIds | null>(null);

/** Inside a <Field>: the ids and state an Input/Textarea wires onto itself. */
export function useFieldControl(): FieldIds | null {
  return useContext(FieldContext);
}

export interface FieldProps {
  label: ReactNode;
  /** Visually hide the label (it still names the control). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text: shown with role=alert and linked to the control by aria-describedby. */
  error?: ReactNode;
  /** Fixed control id (otherwise generated). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint + error, wired for assistive technology. Put one Input or Textarea inside. */
export function Field({ label, hideLabel = false, hint, error, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : '', hasError ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ controlId, describedBy, invalid: hasError }}>
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <label htmlFor={controlId} className={hideLabel ? 'sr-only' : styles.label}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {children}
        {hasError && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}

export const fieldStyles = styles;
