import type { FlowStep, Wait } from '../../../../shared/contracts/flows';
import { ChoiceBox, NumberBox, TextBox } from './controls';
import { DurationBox } from './DurationBox';

const kinds = [
  ['duration', 'For a while'],
  ['time-of-day', 'Until a time of day'],
  ['date-property', 'Until a date in the contact’s details'],
] as const;

function blankWait(kind: Wait['kind']): Wait {
  if (kind === 'duration') return { kind, minutes: 24 * 60 };
  if (kind === 'time-of-day') return { kind, at: '09:00' };
  return { kind, field: 'birthday', offsetDays: 0, at: '09:00' };
}

type WaitStep = Extract<FlowStep, { type: 'wait' }>;

/** A wait: a duration (a minute to 90 days), until a time of day, or until a date property's day. */
export function WaitEditor({ step, onChange }: { step: WaitStep; onChange: (s: FlowStep) => void }) {
  const { wait } = step;
  const set = (next: Wait) => onChange({ ...step, wait: next });
  return (
    <>
      <ChoiceBox label="Kind of wait" value={wait.kind} options={kinds} onChange={(k) => set(blankWait(k))} />
      {wait.kind === 'duration' && (
        <DurationBox
          label="Duration"
          minutes={wait.minutes}
          onChange={(minutes) => set({ ...wait, minutes })}
        />
      )}
      {wait.kind !== 'duration' && (
        <TextBox
          label="Time of day"
          type="time"
          value={wait.at}
          hint="In the contact’s time zone (the account’s when unknown)."
          onChange={(at) => set({ ...wait, at })}
        />
      )}
      {wait.kind === 'date-property' && (
        <>
          <TextBox
            label="Date property"
            value={wait.field}
            maxLength={64}
            onChange={(field) => set({ ...wait, field })}
          />
          <NumberBox
            label="Days before (negative) or after"
            value={wait.offsetDays}
            min={-30}
            max={30}
            onChange={(offsetDays) => set({ ...wait, offsetDays })}
          />
        </>
      )}
    </>
  );
}
