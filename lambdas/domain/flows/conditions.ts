import type { FlowCondition, PropertyFilter } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import { listContactCommerceEvents } from '../items/commerce-event';
import type { ContactRecord } from '../items/contact';

/** Whether an event's properties pass a step's or trigger's property filters (all must hold). */
export function propertiesPass(
  properties: Record<string, unknown>,
  filters: readonly PropertyFilter[],
): boolean {
  return filters.every((f) => {
    const value = properties[f.property];
    switch (f.op) {
      case 'equals':
        return String(value) === String(f.value);
      case 'not-equals':
        return String(value) !== String(f.value);
      case 'more-than':
        return Number(value) > Number(f.value);
      case 'less-than':
        return Number(value) < Number(f.value);
      case 'contains':
        return String(value ?? '').includes(String(f.value));
    }
  });
}

function propertyHolds(contact: ContactRecord, c: Extract<FlowCondition, { type: 'property' }>): boolean {
  const own: Record<string, unknown> = {
    email: contact.email,
    firstName: contact.firstName,
    lastName: contact.lastName,
  };
  const value = contact.fields?.[c.field] ?? own[c.field];
  const set = value !== undefined && value !== '';
  switch (c.op) {
    case 'is-set':
      return set;
    case 'is-not-set':
      return !set;
    case 'is':
      return set && String(value) === String(c.value);
    case 'is-not':
      return !set || String(value) !== String(c.value);
    case 'more-than':
      return set && Number(value) > Number(c.value);
    case 'less-than':
      return set && Number(value) < Number(c.value);
    case 'contains':
      return set && String(value).includes(String(c.value ?? ''));
  }
}

/** How far back an event condition looks among a contact's newest events. */
const EVENTS_READ = 50;

/**
 * A condition on the contact now (condition splits, the flow's filters): tags and properties from the
 * contact, events from the contact's commerce events since the entry or in the last N days.
 */
export async function conditionHolds(
  store: Store,
  c: FlowCondition,
  ctx: { accountId: string; contact: ContactRecord; enteredAt: string; now: Date },
): Promise<boolean> {
  if (c.type === 'tag') return ctx.contact.tags.includes(c.tag) === c.has;
  if (c.type === 'property') return propertyHolds(ctx.contact, c);
  const since =
    'since' in c.within
      ? ctx.enteredAt
      : new Date(ctx.now.getTime() - c.within.days * 86_400_000).toISOString();
  const events = await listContactCommerceEvents(store, ctx.accountId, ctx.contact.contactId, EVENTS_READ);
  const happened = events.some(
    (e) =>
      e.event.name === c.eventName &&
      e.occurredAt >= since &&
      propertiesPass(e.event.properties as Record<string, unknown>, c.filters),
  );
  return happened === c.happened;
}
