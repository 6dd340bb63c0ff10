/**
 * The builder's form controls, each labelled (Field from the UI kit): text, choice, whole number, check box.
 * A number box keeps what is typed as text and reports a number only when it is a whole number in range, so
 * a half-typed or cleared box loses nothing and never sends NaN.
 */
import { useEffect, useId, useState } from 'react';
import { Field, fieldStyles } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import styles from '../Automations.module.css';

export function TextBox(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'time';
}) {
  return (
    <Field label={props.label} hint={props.hint}>
      <Input
        type={props.type ?? 'text'}
        value={props.value}
        maxLength={props.maxLength ?? 200}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

export function ChoiceBox<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {props.label}
      </label>
      <select
        id={id}
        className={`${fieldStyles.control} ${styles.select}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function NumberBox(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  const [text, setText] = useState(String(props.value));
  useEffect(() => {
    setText((shown) => (Number(shown) === props.value ? shown : String(props.value)));
  }, [props.value]);
  const n = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(n) && n >= props.min && n <= props.max;
  return (
    <Field
      label={props.label}
      hint={props.hint}
      error={valid ? undefined : `Enter a whole number from ${props.min} to ${props.max}.`}
    >
      <Input
        inputMode="numeric"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const next = Number(e.target.value);
          if (
            e.target.value.trim() !== '' &&
            Number.isInteger(next) &&
            next >= props.min &&
            next <= props.max
          )
            props.onChange(next);
        }}
      />
    </Field>
  );
}

export function CheckBox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <div className={styles.check}>
      <label>
        <input
          type="checkbox"
          checked={props.checked}
          aria-describedby={props.hint ? hintId : undefined}
          onChange={(e) => props.onChange(e.target.checked)}
        />{' '}
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className={styles.muted}>
          {props.hint}
        </p>
      )}
    </div>
  );
}
