import { useEffect, useId, useRef } from 'react';
import type { ContactFieldInfo } from '../../../shared/contracts/contacts';
import { fieldStyles } from '../../components/ui/Field';
import {
  conditionOf,
  opsByType,
  type ConditionAction,
  type ConditionDraft,
  type ConditionOp,
} from './audience-conditions';
import { opLabels } from './audience-words';
import { ConditionValue } from './ConditionValue';
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
        <ConditionValue
          row={row}
          invalid={Boolean(error)}
          onSet={(part, text) => dispatch({ type: 'set', id: row.id, part, text })}
        />
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
