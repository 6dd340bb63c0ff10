/** Triggers, steps and conditions in plain words, as the list and the tree show them (pure). */
import type {
  FlowCondition,
  FlowStep,
  FlowTrigger,
  PropertyFilter,
  Wait,
} from '../../../shared/contracts/flows';
import { durationText } from './flow-numbers';

export const sourceLabels = {
  form: 'signup form',
  manual: 'added by hand',
  import: 'import',
  api: 'API',
} as const;

const opWords: Record<string, string> = {
  equals: 'is',
  'not-equals': 'is not',
  'more-than': 'is more than',
  'less-than': 'is less than',
  contains: 'contains',
  is: 'is',
  'is-not': 'is not',
  'is-set': 'is set',
  'is-not-set': 'is not set',
};
export const opLabel = (op: string): string => opWords[op] ?? op;

export const filterText = (f: PropertyFilter): string => `${f.property} ${opLabel(f.op)} ${String(f.value)}`;
const withFilters = (filters: PropertyFilter[]) =>
  filters.length > 0 ? ` where ${filters.map(filterText).join(' and ')}` : '';

const offsetText = (days: number) =>
  days === 0
    ? 'on the day'
    : `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ${days < 0 ? 'before' : 'after'}`;

export function triggerText(trigger: FlowTrigger): string {
  switch (trigger.type) {
    case 'subscribed':
      return `When someone subscribes (${trigger.sources.map((s) => sourceLabels[s]).join(', ')})`;
    case 'tag-added':
      return `When the tag “${trigger.tag}” is added`;
    case 'event':
      return `When “${trigger.eventName}” happens${withFilters(trigger.filters)}`;
    case 'date-property':
      return `Every year, ${offsetText(trigger.offsetDays)} the date in “${trigger.field}”, at ${trigger.at}`;
    case 'no-event':
      return `When “${trigger.eventName}” has not happened for ${trigger.days} days`;
  }
}

export function waitText(wait: Wait): string {
  if (wait.kind === 'duration') return `Wait ${durationText(wait.minutes)}`;
  if (wait.kind === 'time-of-day') return `Wait until ${wait.at} (contact’s time zone)`;
  return `Wait until ${offsetText(wait.offsetDays)} the date in “${wait.field}”, at ${wait.at}`;
}

export function conditionText(c: FlowCondition): string {
  if (c.type === 'tag') return `${c.has ? 'Has' : 'Does not have'} the tag “${c.tag}”`;
  if (c.type === 'property')
    return `${c.field} ${opLabel(c.op)}${c.value === undefined || c.value === '' ? '' : ` ${String(c.value)}`}`;
  const when = 'since' in c.within ? 'since entering this flow' : `in the last ${c.within.days} days`;
  return `“${c.eventName}” ${c.happened ? 'happened' : 'did not happen'} ${when}${withFilters(c.filters)}`;
}

export function stepText(step: FlowStep): string {
  switch (step.type) {
    case 'email':
      return step.subject ? `Send “${step.subject}”` : 'Send an email (not chosen yet)';
    case 'wait':
      return waitText(step.wait);
    case 'wait-for-event':
      return `Wait up to ${durationText(step.timeoutMinutes)} for “${step.eventName}”`;
    case 'condition':
      return `If ${conditionText(step.condition)}`;
    case 'update':
      return `${step.action === 'add-tag' ? 'Add' : 'Remove'} the tag “${step.tag || '…'}”`;
    case 'exit':
      return 'Exit the flow';
  }
}

export const branchLabels = { yes: 'Yes', no: 'No', happened: 'Happened', timedOut: 'Timed out' } as const;
