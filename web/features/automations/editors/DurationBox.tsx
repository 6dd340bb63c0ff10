import { WAIT_MINUTES_MAX, WAIT_MINUTES_MIN } from '../../../../shared/contracts/flows';
import { splitMinutes, toMinutes, type DurationUnit } from '../flow-numbers';
import styles from '../Automations.module.css';
import { ChoiceBox, NumberBox } from './controls';

const unitMax: Record<DurationUnit, number> = { minutes: WAIT_MINUTES_MAX, hours: 90 * 24, days: 90 };
const units = [
  ['minutes', 'minutes'],
  ['hours', 'hours'],
  ['days', 'days'],
] as const;

/** A duration from a minute to 90 days, as an amount and a unit (minutes, hours, days). */
export function DurationBox({
  label,
  minutes,
  onChange,
}: {
  label: string;
  minutes: number;
  onChange: (m: number) => void;
}) {
  const { amount, unit } = splitMinutes(minutes);
  return (
    <fieldset className={styles.inline}>
      <legend>{label}</legend>
      <NumberBox
        label="How long"
        value={amount}
        min={WAIT_MINUTES_MIN}
        max={unitMax[unit]}
        onChange={(n) => onChange(toMinutes(n, unit))}
      />
      <ChoiceBox
        label="Unit"
        value={unit}
        options={units}
        onChange={(u) => onChange(Math.min(WAIT_MINUTES_MAX, toMinutes(amount, u)))}
      />
    </fieldset>
  );
}
