import { useEffect, useId, useRef } from 'react';
import type { ContactFieldInfo } from '../../../shared/contracts/contacts';
import { Field, Input } from '../../components/ui';
import { fieldStyles } from '../../components/ui/Field';
import {
  conditionOf,
  monthNames,
  opLabels,
  opsByType,
  type ConditionAction,
  type ConditionDraft,
  type ConditionOp,
} from './audience-conditions';
import styles from './Campaigns.module.css';

const typeOfOp = (op: ConditionOp | '') =>
  op === 'equals' ? 'text' : op === 'gt' || op === 'lt' ? 'number' : op ? 'date' : undefined;

/**
 * One condition: the field, an operator its type allows, and the value (text, a number, a number of days,
 * or a month and a day). Its sentence shows once something is typed, or after a save was tried.
 */
export function ConditionRow({
  row,
  index,
  fields,
  showErrors,
  autoFocus,
  dispatch,
  onRemoved,
}: {
  row: ConditionDraft;
  index: number;
  fields: readonly ContactFieldInfo[];
  showErrors: boolean;
  autoFocus: boolean;
  dispatch: (action: ConditionAction) => void;
  onRemoved: () => void;
}) {
  const id = useId();
  const fieldRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (autoFocus) fieldRef.current?.focus();
  }, [autoFocus]);
  const chosen = fields.find((f) => f.key === row.field);
  const type = chosen?.type ?? typeOfOp(row.op);
  const check = conditionOf(row);
  const typed = Boolean(row.value || row.month || row.day);
  const error = !check.ok && (showErrors || typed) ? check.message : undefined;
  const errorId = `${id}-error`;
  const n = index + 1;
  const set = (part: 'value' | 'month' | 'day') => (e: { target: { value: string } }) =>
    dispatch({ type: 'set', id: row.id, part, text: e.target.value });
  const described = error ? errorId : undefined;

  return (
    <li>
      <fieldset className={styles.condition} aria-describedby={described}>
        <legend className="sr-only">{`Condition ${n}`}</legend>
        <div className={styles.conditionPart}>
          <label htmlFor={`${id}-field`} className={styles.conditionLabel}>
            Field
          </label>
          <select
            id={`${id}-field`}
            className={fieldStyles.control}
            ref={fieldRef}
            value={row.field}
            aria-invalid={(error && !row.field) || undefined}
            onChange={(e) =>
              dispatch({
                type: 'field',
                id: row.id,
                field: e.target.value,
                fieldType: fields.find((f) => f.key === e.target.value)?.type,
              })
            }
          >
            <option value="">Choose a field</option>
            {fields.map((f) => (
              <option key={f.key} value={f.key}>
                {f.name}
              </option>
            ))}
            {row.field && !chosen && <option value={row.field}>{row.field}</option>}
          </select>
        </div>
        {type && (
          <div className={styles.conditionPart}>
            <label htmlFor={`${id}-op`} className={styles.conditionLabel}>
              Condition
            </label>
            <select
              id={`${id}-op`}
              className={fieldStyles.control}
              value={row.op}
              onChange={(e) => dispatch({ type: 'op', id: row.id, op: e.target.value as ConditionOp })}
            >
              {opsByType[type].map((op) => (
                <option key={op} value={op}>
                  {opLabels[op]}
                </option>
              ))}
            </select>
          </div>
        )}
        {row.op && row.op !== 'month_day' && (
          <Field
            className={styles.conditionPart}
            label={row.op === 'equals' ? 'Text' : row.op === 'next_days' ? 'Days' : 'Number'}
            hint={row.op === 'next_days' ? 'Days from today (0 is today), any year: birthdays.' : undefined}
          >
            <Input
              value={row.value}
              onChange={set('value')}
              inputMode={row.op === 'equals' ? undefined : row.op === 'next_days' ? 'numeric' : 'decimal'}
              maxLength={200}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
            />
          </Field>
        )}
        {row.op === 'month_day' && (
          <>
            <div className={styles.conditionPart}>
              <label htmlFor={`${id}-month`} className={styles.conditionLabel}>
                Month
              </label>
              <select
                id={`${id}-month`}
                className={fieldStyles.control}
                value={row.month}
                onChange={set('month')}
                aria-invalid={(error && !row.month) || undefined}
              >
                <option value="">Choose a month</option>
                {monthNames.map((name, i) => (
                  <option key={name} value={String(i + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <Field className={styles.conditionPart} label="Day">
              <Input
                value={row.day}
                onChange={set('day')}
                inputMode="numeric"
                maxLength={2}
                autoComplete="off"
                aria-invalid={error && row.month ? true : undefined}
              />
            </Field>
          </>
        )}
        <button
          type="button"
          className={styles.conditionRemove}
          aria-label={`Remove condition ${n}`}
          onClick={() => {
            dispatch({ type: 'remove', id: row.id });
            onRemoved();
          }}
        >
          Remove
        </button>
        {error && (
          <p id={errorId} role="alert" className={styles.conditionError}>
            {error}
          </p>
        )}
      </fieldset>
    </li>
  );
}
