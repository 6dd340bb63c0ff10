import type { FlowTrigger } from '../../../../shared/contracts/flows';
import { sourceLabels } from '../flow-words';
import styles from '../Automations.module.css';
import { CheckBox, ChoiceBox, NumberBox, TextBox } from './controls';
import { PropertyFilters } from './PropertyFilters';

const kinds = [
  ['subscribed', 'Someone subscribes'],
  ['tag-added', 'A tag is added'],
  ['event', 'An event happens'],
  ['date-property', 'A yearly date (birthday)'],
  ['no-event', 'No event for a number of days (win-back)'],
] as const;

export function blankTrigger(type: FlowTrigger['type']): FlowTrigger {
  switch (type) {
    case 'subscribed':
      return { type, sources: ['form', 'manual', 'api'] };
    case 'tag-added':
      return { type, tag: '' };
    case 'event':
      return { type, eventName: 'Added to Cart', filters: [] };
    case 'date-property':
      return { type, field: 'birthday', offsetDays: 0, at: '09:00' };
    case 'no-event':
      return { type, eventName: 'Placed Order', days: 90 };
  }
}

const sources = ['form', 'manual', 'import', 'api'] as const;

/** What starts the flow: subscribed (with its sources), a tag, an event with filters, a yearly date, no event. */
export function TriggerEditor({
  trigger,
  onChange,
}: {
  trigger: FlowTrigger;
  onChange: (t: FlowTrigger) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>Trigger</legend>
      <ChoiceBox
        label="Start when"
        value={trigger.type}
        options={kinds}
        onChange={(t) => onChange(blankTrigger(t))}
      />
      {trigger.type === 'subscribed' && (
        <fieldset className={styles.group}>
          <legend>Ways people subscribe that start this flow</legend>
          {sources.map((source) => (
            <CheckBox
              key={source}
              label={sourceLabels[source]}
              checked={trigger.sources.includes(source)}
              hint={
                source === 'import'
                  ? 'Off by default: importing 10,000 people would otherwise send 10,000 welcome emails at once. Tick it only if everyone you import should get this flow.'
                  : undefined
              }
              onChange={(on) =>
                onChange({
                  ...trigger,
                  sources: on ? [...trigger.sources, source] : trigger.sources.filter((s) => s !== source),
                })
              }
            />
          ))}
          {trigger.sources.length === 0 && (
            <p role="alert" className={styles.error}>
              Choose at least one way people subscribe
            </p>
          )}
          <p className={styles.muted}>
            Where double opt-in applies, the flow starts once the person confirms.
          </p>
        </fieldset>
      )}
      {trigger.type === 'tag-added' && (
        <TextBox
          label="Tag"
          value={trigger.tag}
          maxLength={50}
          onChange={(tag) => onChange({ ...trigger, tag })}
        />
      )}
      {trigger.type === 'event' && (
        <>
          <TextBox
            label="Event name"
            value={trigger.eventName}
            maxLength={100}
            hint="Any event your website sends with jm('track', …) or the API, such as Added to Cart."
            onChange={(eventName) => onChange({ ...trigger, eventName })}
          />
          <PropertyFilters
            filters={trigger.filters}
            onChange={(filters) => onChange({ ...trigger, filters })}
          />
        </>
      )}
      {trigger.type === 'date-property' && (
        <>
          <TextBox
            label="Date property"
            value={trigger.field}
            maxLength={64}
            onChange={(field) => onChange({ ...trigger, field })}
          />
          <NumberBox
            label="Days before (negative) or after"
            value={trigger.offsetDays}
            min={-30}
            max={30}
            onChange={(offsetDays) => onChange({ ...trigger, offsetDays })}
          />
          <TextBox
            label="Time of day"
            type="time"
            value={trigger.at}
            hint="In the contact’s time zone."
            onChange={(at) => onChange({ ...trigger, at })}
          />
        </>
      )}
      {trigger.type === 'no-event' && (
        <>
          <TextBox
            label="Event name"
            value={trigger.eventName}
            maxLength={100}
            onChange={(eventName) => onChange({ ...trigger, eventName })}
          />
          <NumberBox
            label="Days without it"
            value={trigger.days}
            min={1}
            max={730}
            onChange={(days) => onChange({ ...trigger, days })}
          />
        </>
      )}
    </fieldset>
  );
}
