import type { FlowTrigger } from '../../../../shared/contracts/flows';
import type { ConsentSource } from '../../../../shared/contracts/contacts';
import type { TriggerEntry } from '../../items/flow-trigger';
import { propertiesPass } from '../conditions';
import { triggerTimeMs } from './event-time';
import { happenedWhileLive } from './live-since';

/**
 * Pure matching of the trigger index's entries (issue 32): which flows an event enters or ends, and which
 * a contact's change enters, each with the entry id that makes a redelivery enroll nobody twice.
 */
export interface EventFacts {
  name: string;
  properties: Record<string, unknown>;
  /** When it happened (win-back timers, waits and live flows count from it); `now` when unknown. */
  at?: string | undefined;
}

/**
 * Flows the event enters: an event trigger of that name whose property filters all pass, live when the
 * event happened (its own time, not when the stream handed it over).
 */
export function flowsEnteredBy(
  entries: readonly TriggerEntry[],
  event: EventFacts,
  now: Date = new Date(),
): TriggerEntry[] {
  const atMs = triggerTimeMs(event.at, now);
  return entries.filter(
    (e) =>
      e.role === 'enter' &&
      e.trigger.type === 'event' &&
      e.trigger.eventName === event.name &&
      propertiesPass(event.properties, e.trigger.filters) &&
      happenedWhileLive(e, atMs),
  );
}

/** Flows the event ends (it is one of their exit events). */
export const flowsExitedBy = (entries: readonly TriggerEntry[]): string[] =>
  entries.filter((e) => e.role === 'exit').map((e) => e.flowId);

/** What the contact triggers read of a contact, before and after a change. */
export interface ContactFacts {
  status: string;
  tags: readonly string[];
  consentSource: ConsentSource;
  /** When the subscription took effect (the double opt-in's confirmation, else the consent's time). */
  subscribedAt: string;
  /** The change's own time (the stored contact's): held against the flow's `liveAt`. */
  updatedAt: string;
}

/**
 * The subscription's source as a flow's sources name it: a Shopify customer counts as an import (a shop's
 * first sync brings every past customer at once; off by default like imports).
 */
const sourceOf = (source: ConsentSource): string => (source === 'shopify' ? 'import' : source);

function subscribedEntry(trigger: FlowTrigger, before: ContactFacts | undefined, after: ContactFacts) {
  if (trigger.type !== 'subscribed') return undefined;
  if (after.status !== 'subscribed' || before?.status === 'subscribed') return undefined;
  if (!(trigger.sources as readonly string[]).includes(sourceOf(after.consentSource))) return undefined;
  return `subscribed#${after.subscribedAt}`;
}

function tagEntry(trigger: FlowTrigger, before: ContactFacts | undefined, after: ContactFacts) {
  if (trigger.type !== 'tag-added') return undefined;
  if (!after.tags.includes(trigger.tag) || before?.tags.includes(trigger.tag)) return undefined;
  return `tag#${trigger.tag}#${after.updatedAt}`;
}

/**
 * Flows a contact's change enters: subscribed (it became subscribed, from one of the flow's sources) or tag
 * added (the tag is new). `before` undefined: a new contact. The entry id is the subscription's time, or the
 * tag and the change's time, so a redelivered stream record enrolls nobody twice. Only flows live when the
 * change was written (its `updatedAt`; a consent's own time may be one the API caller gave, long before).
 */
export function flowsEnteredByChange(
  entries: readonly TriggerEntry[],
  before: ContactFacts | undefined,
  after: ContactFacts,
): { entry: TriggerEntry; entryId: string }[] {
  return entries.flatMap((entry) => {
    if (entry.role !== 'enter' || !happenedWhileLive(entry, Date.parse(after.updatedAt))) return [];
    const entryId = subscribedEntry(entry.trigger, before, after) ?? tagEntry(entry.trigger, before, after);
    return entryId ? [{ entry, entryId }] : [];
  });
}
