/**
 * An audience in words, for the campaign's page: "All subscribed contacts where City is "Lyon" and Plan is
 * more than 3", and the operators' and months' words the wizard uses. Field keys are named by the account's
 * catalogue (the key itself when it is not there). Pure.
 */
import type { Audience, FieldCondition } from '../../../shared/contracts/campaigns';
import type { ContactFieldInfo } from '../../../shared/contracts/contacts';
import type { ConditionOp } from './audience-conditions';

export const opLabels: Record<ConditionOp, string> = {
  equals: 'is',
  gt: 'is more than',
  lt: 'is less than',
  next_days: 'comes round within the next',
  month_day: 'is on',
};

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function conditionText(c: FieldCondition, fields: readonly ContactFieldInfo[]): string {
  const name = fields.find((f) => f.key === c.field)?.name ?? c.field;
  switch (c.op) {
    case 'equals':
      return `${name} ${opLabels.equals} "${c.value}"`;
    case 'gt':
    case 'lt':
      return `${name} ${opLabels[c.op]} ${c.value.toLocaleString('en-US')}`;
    case 'next_days':
      return c.days === 0
        ? `${name} is today (any year)`
        : `${name} ${opLabels.next_days} ${c.days} day${c.days === 1 ? '' : 's'} (any year)`;
    case 'month_day':
      return `${name} ${opLabels.month_day} ${c.day} ${monthNames[c.month - 1]} (any year)`;
  }
}

export function audienceText(audience: Audience, fields: readonly ContactFieldInfo[]): string {
  const who =
    audience.kind === 'all'
      ? 'All subscribed contacts'
      : `Subscribed contacts with ${audience.match === 'any' ? 'any' : 'all'} of the tags ${audience.tags.join(', ')}`;
  const conditions = (audience.conditions ?? []).map((c) => conditionText(c, fields));
  return conditions.length ? `${who} where ${conditions.join(' and ')}` : who;
}
