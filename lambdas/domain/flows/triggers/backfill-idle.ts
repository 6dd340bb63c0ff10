import { isCommerceEventName } from '../../../../shared/contracts/commerce-events';
import type { FlowTrigger } from '../../../../shared/contracts/flows';
import type { Store } from '../../../ports/store';
import { lastContactCommerceEventAt } from '../../items/commerce-event';
import type { ContactRecord } from '../../items/contact';
import { moveIdleTimer } from '../../items/flow-idle-timer';
import { lastContactTrackingEventAt } from '../../items/tracking-event';
import { idleDueAt } from './idle-timers';

/** Contacts read at once (a page's reads in 20 rounds, not 200). */
const CONTACTS_AT_ONCE = 10;

const later = (a: string | undefined, b: string | undefined) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * When the contact last did the flow's event: its commerce events (script, API, Shopify; orders are kept
 * for ever), and for a custom name also its `jm('track')` events still kept. One Query each, usually.
 */
export async function lastEventAt(
  store: Store,
  now: Date,
  at: { accountId: string; contactId: string; name: string },
): Promise<string | undefined> {
  const commerce = await lastContactCommerceEventAt(store, at.accountId, at.contactId, at.name);
  if (isCommerceEventName(at.name)) return commerce;
  return later(commerce, await lastContactTrackingEventAt(store, { ...at, now }));
}

/**
 * Issue 32, a win-back flow going live: each subscribed contact of the page whose last event of the flow's
 * name is known gets its timer at that time + N days (now when that is past), through the event path's
 * own write (moveIdleTimer: conditional on the timer read, so a newer event racing it wins and an existing
 * timer as new or newer is left alone). Nobody without such an event. Returns the timers written.
 */
export async function backfillIdleTimers(
  store: Store,
  now: Date,
  target: { accountId: string; flowId: string; trigger: FlowTrigger },
  contacts: readonly ContactRecord[],
): Promise<number> {
  const { accountId, flowId, trigger } = target;
  if (trigger.type !== 'no-event') return 0;
  const one = async (contactId: string): Promise<number> => {
    const lastAt = await lastEventAt(store, now, { accountId, contactId, name: trigger.eventName });
    const dueAt = lastAt && idleDueAt(trigger, lastAt, now);
    if (!lastAt || !dueAt) return 0;
    const timer = { accountId, flowId, contactId, eventName: trigger.eventName, lastAt, dueAt };
    return (await moveIdleTimer(store, timer)) ? 1 : 0;
  };
  const ids = contacts.filter((c) => c.status === 'subscribed').map((c) => c.contactId);
  let written = 0;
  for (let i = 0; i < ids.length; i += CONTACTS_AT_ONCE)
    for (const n of await Promise.all(ids.slice(i, i + CONTACTS_AT_ONCE).map(one))) written += n;
  return written;
}
