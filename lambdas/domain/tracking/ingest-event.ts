import {
  EVENT_TTL_DAYS,
  MAX_BODY_BYTES,
  parseTrackingEvent,
  type TrackingEvent,
  utf8Over,
} from '../../../shared/tracking/event';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { claimFirstEventMarker, type NewTrackingEvent, putTrackingEvent } from '../items/tracking-event';
import { fastTrackingEvent } from './fast-event';
import { type PageLocation, pageLocation } from './page-location';
import { type BucketConfig, consumeToken, DEFAULT_BUCKET } from './rate-limit';
import { markTrackingInstalled, type SetupTrackingView, setupOfTrackingId } from '../items/setup';
import { randomBase62 } from './tracking-id';
import type { LinkKeys } from '../links/signed-token';
import { visitorContact, type VisitorContactDeps } from './visitor-contact';
import { isCommerceEventName } from '../../../shared/contracts/commerce-events';
import { checkSiteCommerceEvent, recordSiteCommerceEvent } from './commerce-ingest';
import {
  cachedVisitFields,
  type RequestFacts,
  refuseBots,
  type VisitFields,
  visitFields,
} from './visit-fields';

/**
 * Public tracking ingest. The body arrives as text: the script posts JSON as text/plain (a CORS-simple
 * request, no preflight), other clients may say application/json; both are parsed the same way.
 * Order: size (413) -> JSON (400) -> schema (400) -> declared bot (403) -> known tracking id (404) ->
 * rate limit (429) -> store. With the request's facts (IP, user agent, country) the event also gets the
 * analytics fields (visit-fields.ts): a visitor hash, never the IP. Every refusal is a DomainError with a 4xx kind and a short reason, and nothing is written
 * before the request is accepted.
 */

export interface IngestDeps {
  store: Store;
  clock: Clock;
  rateLimit?: BucketConfig;
  /** The link keys, for events that carry a contact token (read only then); without them none identifies. */
  signing?: LinkKeys;
}

export interface IngestResult {
  eventId: string;
  setupId: string;
  receivedAt: string;
  /** This request stored the setup's first event. */
  firstEvent: boolean;
  /** The contact the event was stored on (never in the answer: the caller must not learn it). */
  contactId: string | undefined;
}

const invalid = (code: string, message: string) => new DomainError('invalid', code, message);

/** Stage 1, pure: body text -> validated event. Throws only DomainError (invalid / too_large). */
export function parseIngestBody(body: string | null | undefined): TrackingEvent {
  if (typeof body !== 'string' || body.trim() === '') throw invalid('empty_body', 'body is empty');
  if (utf8Over(body, MAX_BODY_BYTES)) {
    throw new DomainError('too_large', 'body_too_large', `body is over ${MAX_BODY_BYTES} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw invalid('malformed_json', 'Malformed JSON body.');
  }
  // The usual event takes the fast path; anything it is not sure of goes to the schema (fast-event.ts).
  const fast = fastTrackingEvent(value);
  if (fast) return fast;
  const parsed = parseTrackingEvent(value);
  if (!parsed.ok) throw invalid('bad_event', parsed.reason);
  return parsed.event;
}

export const UNKNOWN_TRACKING_ID_MESSAGE = 'unknown tracking id';

/** The setup a tracking id belongs to (gsi1 TRACKING#{id}), or DomainError('not_found'). */
export async function resolveTrackingId(store: Store, trackingId: string): Promise<SetupTrackingView> {
  const setup = await setupOfTrackingId(store, trackingId);
  if (!setup) throw new DomainError('not_found', 'unknown_tracking_id', UNKNOWN_TRACKING_ID_MESSAGE);
  return setup;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The stored event of an accepted request: the validated body, where and when it arrived, its visit. */
export function newTrackingEvent(input: {
  setupId: string;
  eventId: string;
  event: TrackingEvent;
  location: PageLocation;
  visit: Partial<VisitFields>;
  now: Date;
  /** The identified visitor: the setup's account and the contact (visitor-contact.ts). */
  contact?: { accountId: string; contactId: string } | undefined;
}): NewTrackingEvent {
  const { event, now } = input;
  const stored: NewTrackingEvent = {
    setupId: input.setupId,
    eventId: input.eventId,
    trackingId: event.tracking_id,
    eventName: event.event_name,
    // Kept as JSON text: client numbers may be outside DynamoDB's range and nesting deeper than its
    // 32 levels; as a string neither can turn a valid event into a failed write.
    eventData: JSON.stringify(event.event_data),
    pageUrl: input.location.pageUrl,
    clientTimestamp: event.client_timestamp,
    receivedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + EVENT_TTL_DAYS * DAY_SECONDS,
  };
  // Copied in, not spread into the literal: spreads made every event several times dearer.
  Object.assign(stored, input.location, input.visit);
  if (input.contact) {
    stored.accountId = input.contact.accountId;
    stored.contactId = input.contact.contactId;
  }
  return stored;
}

export async function ingestEvent(
  deps: IngestDeps,
  body: string | null | undefined,
  facts?: RequestFacts,
): Promise<IngestResult> {
  const event = parseIngestBody(body);
  if (facts) refuseBots(facts);
  const setup = await resolveTrackingId(deps.store, event.tracking_id);
  await consumeToken(deps, event.tracking_id, deps.rateLimit ?? DEFAULT_BUCKET);

  const now = deps.clock.now();
  // Awaited only when there is something to wait for: each await is a turn of the event loop per event.
  const commerce = isCommerceEventName(event.event_name)
    ? await checkSiteCommerceEvent(deps.store, setup, event, now)
    : undefined;
  const eventId = randomBase62(12);
  // origin + path and the utm_ fields only: a query string or fragment may carry personal data.
  const location = pageLocation(event.page_url);
  const page = { pageUrl: location.pageUrl, referrer: event.referrer };
  // The visit's fields (from the salts this instance holds, once warm) and the identified contact (issue
  // 31; commerce events are recorded on it); on a cold instance both at once.
  const warm = facts ? cachedVisitFields(now, setup.setupId, facts, page) : {};
  const [visit, contactId] = warm
    ? [warm, await identify(deps, setup.accountId, event.contact_token)]
    : await Promise.all([
        facts ? visitFields(deps, setup.setupId, facts, page) : {},
        identify(deps, setup.accountId, event.contact_token),
      ]);
  const contact = contactId ? { accountId: setup.accountId, contactId } : undefined;
  const stored = newTrackingEvent({ setupId: setup.setupId, eventId, event, location, visit, now, contact });
  await putTrackingEvent(deps.store, stored);
  if (commerce)
    await recordSiteCommerceEvent(deps.store, { setup, event: commerce, contactId, hashes: visit, now });
  const firstEvent = setup.trackingFirstEventAt
    ? false
    : await markFirstEvent(deps.store, setup, location.pageUrl, stored.receivedAt);
  return { eventId, setupId: setup.setupId, receivedAt: stored.receivedAt, firstEvent, contactId };
}

/** The contact an event's token names, when it carries one and the link keys are at hand (no closure per event). */
function identify(deps: IngestDeps, accountId: string, token: string | undefined) {
  // The deps as they are (no copy per event): with `signing` checked, they are a VisitorContactDeps.
  return deps.signing && token ? visitorContact(deps as VisitorContactDeps, accountId, token) : undefined;
}

/**
 * Marks the setup's tracking as installed, once. The marker item (put-if-absent) decides which request
 * was first under concurrency; the setup attributes are then copied from it, so a retry or a losing
 * request writes the same values. Returns whether this request was the first.
 */
async function markFirstEvent(
  store: Store,
  setup: SetupTrackingView,
  pageUrl: string,
  receivedAt: string,
): Promise<boolean> {
  const { first, marker } = await claimFirstEventMarker(store, setup.setupId, {
    firstEventAt: receivedAt,
    pageUrl,
  });
  // The setup may have been deleted meanwhile: then there is nothing to mark.
  await markTrackingInstalled(store, setup, marker);
  return first;
}
