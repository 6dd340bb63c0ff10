import type { Audience, FieldCondition } from '../../../../shared/contracts/campaigns';

type Fields = Readonly<Record<string, string | number>> | undefined;

/**
 * Whether a subscribed contact is in the campaign's audience: all, or any / all of some tags, and every
 * field condition. `today` (yyyy-mm-dd, UTC) is what "the next N days" count from.
 */
export function inAudience(
  contact: { tags?: readonly string[] | undefined; fields?: Fields },
  audience: Audience,
  today: string = new Date().toISOString().slice(0, 10),
): boolean {
  if (!(audience.conditions ?? []).every((c) => meetsCondition(contact.fields, c, today))) return false;
  if (audience.kind === 'all') return true;
  const tags = new Set(contact.tags ?? []);
  return audience.match === 'any'
    ? audience.tags.some((tag) => tags.has(tag))
    : audience.tags.every((tag) => tags.has(tag));
}

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from `today` to the next time the date's month and day come round (0 = today; 29 Feb -> 1 Mar). */
export function daysUntilAnniversary(date: string, today: string): number | undefined {
  const d = ISO.exec(date);
  const t = ISO.exec(today);
  if (!d || !t) return undefined;
  const from = Date.UTC(+t[1]!, +t[2]! - 1, +t[3]!);
  for (const year of [+t[1]!, +t[1]! + 1]) {
    const at = Date.UTC(year, +d[2]! - 1, +d[3]!);
    if (at >= from) return Math.round((at - from) / DAY_MS);
  }
  return undefined;
}

/** Whether the contact's fields meet one condition (a missing or wrongly typed value never does). */
export function meetsCondition(fields: Fields, c: FieldCondition, today: string): boolean {
  const value = fields?.[c.field];
  if (value === undefined) return false;
  switch (c.op) {
    case 'equals':
      return String(value).trim().toLowerCase() === c.value.trim().toLowerCase();
    case 'gt':
      return typeof value === 'number' && value > c.value;
    case 'lt':
      return typeof value === 'number' && value < c.value;
    case 'next_days': {
      const days = typeof value === 'string' ? daysUntilAnniversary(value, today) : undefined;
      return days !== undefined && days <= c.days;
    }
    case 'month_day': {
      const d = typeof value === 'string' ? ISO.exec(value) : null;
      return d !== null && +d[2]! === c.month && +d[3]! === c.day;
    }
  }
}
