import { isCommerceEventName } from '../../../../shared/contracts/commerce-events';
import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import type { Store } from '../../../ports/store';
import { COMMERCE_EVENT_SK_PREFIX, TRACKING_EVENT_SK_PREFIX } from '../../../table-definition';
import { parseCommerceEvent } from '../../items/commerce-event';
import { contactFromImage } from '../../items/contact';
import { parseTrackingEvent, trackingEventContact } from '../../items/tracking-event';
import { indexContactDates } from './contact-dates';
import { wakeWaiting } from '../wake-waiting';
import { onContactChange, type ContactEntriesMemo } from './on-contact-change';
import { onContactEvent, type ContactEvent } from './on-event';

type Image = Record<string, unknown>;

/** One stream record as the flow triggers read it: INSERT or MODIFY, the new image and (MODIFY) the old. */
export interface StreamChange {
  eventName: 'INSERT' | 'MODIFY';
  newImage: Image;
  oldImage?: Image | undefined;
}

function eventProperties(eventData: string | undefined): Record<string, unknown> {
  if (!eventData) return {};
  try {
    const parsed: unknown = JSON.parse(eventData);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A custom event (`jm('track', …)`) of an identified visitor. Commerce events sent by the script are also
 * stored as tracking events: they are matched from their commerce item (deduplicated there), not here.
 */
function fromTrackingEvent(image: Image): ContactEvent | undefined {
  const event = parseTrackingEvent(image);
  const who = trackingEventContact(image);
  if (!event || !who || isCommerceEventName(event.eventName)) return undefined;
  return {
    ...who,
    eventId: event.eventId,
    at: event.receivedAt,
    name: event.eventName,
    properties: eventProperties(event.eventData),
  };
}

/** A commerce event (script, API, Shopify) of an identified contact. */
function fromCommerceEvent(image: Image): ContactEvent | undefined {
  const stored = parseCommerceEvent(image);
  if (!stored.contactId) return undefined;
  return {
    accountId: stored.accountId,
    contactId: stored.contactId,
    eventId: stored.eventId,
    at: stored.occurredAt,
    name: stored.event.name,
    properties: stored.event.properties as Record<string, unknown>,
  };
}

/** An event: the flows it enters or ends, then the enrollments waiting for it (flows/wake-waiting.ts). */
async function onEvent(
  ports: { store: Store; clock: Clock; queue?: Queue | undefined },
  event: ContactEvent,
) {
  await onContactEvent(ports.store, ports.clock, event);
  if (ports.queue) await wakeWaiting({ ...ports, queue: ports.queue }, event);
}

/**
 * Trigger flowTriggers (issue 32): routes one stream record to the matcher it concerns. Events are INSERTs
 * only; a contact's MODIFY without its old image (a stream of another view) is skipped, never guessed.
 */
export async function flowTriggersFromStream(
  store: Store,
  clock: Clock,
  change: StreamChange,
  memo?: ContactEntriesMemo,
  queue?: Queue,
): Promise<void> {
  const sk = String(change.newImage.sk ?? '');
  if (change.eventName === 'INSERT' && sk.startsWith(TRACKING_EVENT_SK_PREFIX)) {
    const event = fromTrackingEvent(change.newImage);
    if (event) await onEvent({ store, clock, queue }, event);
    return;
  }
  if (change.eventName === 'INSERT' && sk.startsWith(COMMERCE_EVENT_SK_PREFIX)) {
    const event = fromCommerceEvent(change.newImage);
    if (event) await onEvent({ store, clock, queue }, event);
    return;
  }
  const after = contactFromImage(change.newImage);
  if (!after || (change.eventName === 'MODIFY' && !change.oldImage)) return;
  const before = change.oldImage ? contactFromImage(change.oldImage)?.contact : undefined;
  await indexContactDates(store, after.accountId, before, after.contact);
  await onContactChange(store, clock, after.accountId, before, after.contact, memo);
}
