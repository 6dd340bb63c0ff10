import { useId } from 'react';
import { Field, Input } from '../../components/ui';
import { fieldStyles } from '../../components/ui/Field';
import type { ConditionDraft } from './audience-conditions';
import { monthNames } from './audience-words';
import styles from './Campaigns.module.css';

type Part = 'value' | 'month' | 'day';

/**
 * A condition's value as its operator wants it: the text to match, a number, a number of days, or a month
 * (by name) and a day. Nothing before an operator is chosen.
 */
export function ConditionValue({
  row,
  invalid,
  onSet,
}: {
  row: ConditionDraft;
  invalid: boolean;
  onSet: (part: Part, text: string) => void;
}) {
  const id = useId();
  const set = (part: Part) => (e: { target: { value: string } }) => onSet(part, e.target.value);
  if (!row.op) return null;
  if (row.op !== 'month_day')
    return (
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
          aria-invalid={invalid || undefined}
        />
      </Field>
    );
  return (
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
          aria-invalid={(invalid && !row.month) || undefined}
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
          aria-invalid={(invalid && Boolean(row.month)) || undefined}
        />
      </Field>
    </>
  );
}
