import type { FlowCondition } from '../../../../shared/contracts/flows';
import { opLabel } from '../flow-words';
import { CheckBox, ChoiceBox, NumberBox, TextBox } from './controls';
import { PropertyFilters } from './PropertyFilters';

const kinds = [
  ['event', 'An event happened (or not)'],
  ['tag', 'The contact has a tag'],
  ['property', 'A contact property'],
] as const;
const propertyOps = (
  ['is', 'is-not', 'more-than', 'less-than', 'contains', 'is-set', 'is-not-set'] as const
).map((op) => [op, opLabel(op)] as const);

export function blankCondition(type: FlowCondition['type']): FlowCondition {
  if (type === 'tag') return { type, tag: '', has: true };
  if (type === 'property') return { type, field: '', op: 'is', value: '' };
  return { type, eventName: 'Placed Order', happened: true, within: { since: 'entered' }, filters: [] };
}

/** One condition on the contact: an event since entering or in the last N days, a tag, or a property. */
export function ConditionFields({
  condition,
  onChange,
}: {
  condition: FlowCondition;
  onChange: (c: FlowCondition) => void;
}) {
  return (
    <>
      <ChoiceBox
        label="Check"
        value={condition.type}
        options={kinds}
        onChange={(t) => onChange(blankCondition(t))}
      />
      {condition.type === 'tag' && (
        <>
          <TextBox
            label="Tag"
            value={condition.tag}
            maxLength={50}
            onChange={(tag) => onChange({ ...condition, tag })}
          />
          <CheckBox
            label="Has the tag (untick: does not have it)"
            checked={condition.has}
            onChange={(has) => onChange({ ...condition, has })}
          />
        </>
      )}
      {condition.type === 'property' && (
        <>
          <TextBox
            label="Property"
            value={condition.field}
            maxLength={64}
            onChange={(field) => onChange({ ...condition, field })}
          />
          <ChoiceBox
            label="Test"
            value={condition.op}
            options={propertyOps}
            onChange={(op) => onChange({ ...condition, op })}
          />
          {condition.op !== 'is-set' && condition.op !== 'is-not-set' && (
            <TextBox
              label="Value"
              value={String(condition.value ?? '')}
              onChange={(value) => onChange({ ...condition, value })}
            />
          )}
        </>
      )}
      {condition.type === 'event' && <EventConditionFields condition={condition} onChange={onChange} />}
    </>
  );
}

function EventConditionFields({
  condition,
  onChange,
}: {
  condition: Extract<FlowCondition, { type: 'event' }>;
  onChange: (c: FlowCondition) => void;
}) {
  const days = 'days' in condition.within ? condition.within.days : null;
  return (
    <>
      <TextBox
        label="Event name"
        value={condition.eventName}
        maxLength={100}
        onChange={(eventName) => onChange({ ...condition, eventName })}
      />
      <CheckBox
        label="It happened (untick: it did not happen)"
        checked={condition.happened}
        onChange={(happened) => onChange({ ...condition, happened })}
      />
      <ChoiceBox
        label="When"
        value={days === null ? 'entered' : 'days'}
        options={[
          ['entered', 'Since the contact entered this flow'],
          ['days', 'In the last N days'],
        ]}
        onChange={(w) =>
          onChange({ ...condition, within: w === 'entered' ? { since: 'entered' } : { days: 30 } })
        }
      />
      {days !== null && (
        <NumberBox
          label="Days"
          value={days}
          min={1}
          max={365}
          onChange={(d) => onChange({ ...condition, within: { days: d } })}
        />
      )}
      <PropertyFilters
        filters={condition.filters}
        onChange={(filters) => onChange({ ...condition, filters })}
      />
    </>
  );
}
