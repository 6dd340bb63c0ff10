import type { FlowDefinition, Reentry } from '../../../../shared/contracts/flows';
import { Button } from '../../../components/ui';
import styles from '../Automations.module.css';
import { blankCondition, ConditionFields } from './ConditionFields';
import { ChoiceBox, NumberBox, TextBox } from './controls';

type Settings = Pick<FlowDefinition, 'filters' | 'exitEvents' | 'reentry'>;

const reentryModes = [
  ['once', 'Once per contact'],
  ['every-time', 'Every time the trigger happens'],
  ['after-days', 'Again only after a number of days'],
] as const;

/** The flow's guard rails: filters re-checked before every email, exit events, and re-entry. */
export function FlowSettingsPanel({
  settings,
  onChange,
}: {
  settings: Settings;
  onChange: (s: Partial<Settings>) => void;
}) {
  const { filters, exitEvents, reentry } = settings;
  return (
    <fieldset className={styles.group}>
      <legend>Flow settings</legend>
      <fieldset className={styles.group}>
        <legend>Flow filters</legend>
        <p className={styles.muted}>
          Checked again before every email: who no longer matches is skipped and counted.
        </p>
        {filters.map((condition, i) => (
          <fieldset key={i} className={styles.group}>
            <legend>Filter {i + 1}</legend>
            <ConditionFields
              condition={condition}
              onChange={(c) => onChange({ filters: filters.map((f, j) => (j === i ? c : f)) })}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ filters: filters.filter((_, j) => j !== i) })}
            >
              Remove filter {i + 1}
            </Button>
          </fieldset>
        ))}
        {filters.length < 5 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ filters: [...filters, blankCondition('event')] })}
          >
            Add a flow filter
          </Button>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Exit events</legend>
        <p className={styles.muted}>
          Any of these ends the contact’s time in the flow at once (Placed Order ends a cart reminder).
        </p>
        {exitEvents.map((name, i) => (
          <div key={i} className={styles.inline}>
            <TextBox
              label={`Exit event ${i + 1}`}
              value={name}
              maxLength={100}
              onChange={(v) => onChange({ exitEvents: exitEvents.map((e, j) => (j === i ? v : e)) })}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ exitEvents: exitEvents.filter((_, j) => j !== i) })}
            >
              Remove exit event {i + 1}
            </Button>
          </div>
        ))}
        {exitEvents.length < 5 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ exitEvents: [...exitEvents, 'Placed Order'] })}
          >
            Add an exit event
          </Button>
        )}
      </fieldset>
      <ChoiceBox
        label="Re-entry"
        value={reentry.mode}
        options={reentryModes}
        onChange={(mode): void =>
          onChange({ reentry: (mode === 'after-days' ? { mode, days: 14 } : { mode }) as Reentry })
        }
      />
      {reentry.mode === 'after-days' && (
        <NumberBox
          label="Days before a contact can enter again"
          value={reentry.days}
          min={1}
          max={365}
          onChange={(days) => onChange({ reentry: { mode: 'after-days', days } })}
        />
      )}
    </fieldset>
  );
}
