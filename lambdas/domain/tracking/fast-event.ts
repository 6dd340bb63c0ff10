import { isCommerceEventName } from '../../../shared/contracts/commerce-events';
import {
  CLIENT_TIMESTAMP_PATTERN,
  EVENT_NAME_PATTERN,
  isPlainJsonObject,
  jsonWithin,
  MAX_CONTACT_TOKEN_LENGTH,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME_LENGTH,
  MAX_PAGE_URL_LENGTH,
  TRACKING_ID_PATTERN,
  type TrackingEvent,
} from '../../../shared/tracking/event';

/**
 * The tracking ingest's fast path (issue 31's budget: the ingest within 2x plain node:http): the same
 * rules as `trackingEventSchema` (event.ts), written out for the one shape a working script sends, so
 * the usual event is checked without zod's machinery (about a third of the handler's time in the server).
 * It only ever accepts: anything it is not sure of (a missing or odd field, a URL with spaces, an unknown
 * protocol) returns undefined and the zod schema decides, with its own messages. So the schema stays the
 * one definition of what is valid and of every refusal (its patterns and limits are the ones used here);
 * tests/unit/tracking/fast-event.test.ts holds the two to the same answers over valid and invalid events,
 * and tests/bench/tracking-ingest.ts measures the ingest with it.
 */

const HTTP_URL = /^https?:\/\//i;
/** What the URL check would trim or strip, and so change (left to zod). */
const EDGE_OR_BREAK = /^\s|\s$|[\t\n\r]/;

const isString = (value: unknown): value is string => typeof value === 'string';

/** The validated event, or undefined: then the schema decides (never a refusal of its own). */
export function fastTrackingEvent(value: unknown): TrackingEvent | undefined {
  if (!isPlainJsonObject(value)) return undefined;
  const { tracking_id, event_name, event_data, page_url, referrer, contact_token, client_timestamp } = value;
  if (!isString(tracking_id) || !TRACKING_ID_PATTERN.test(tracking_id)) return undefined;
  if (!isString(event_name) || event_name.length === 0 || event_name.length > MAX_EVENT_NAME_LENGTH)
    return undefined;
  if (!EVENT_NAME_PATTERN.test(event_name) && !isCommerceEventName(event_name)) return undefined;
  if (event_data !== undefined && !isPlainJsonObject(event_data)) return undefined;
  if (event_data !== undefined && !jsonWithin(event_data, MAX_EVENT_DATA_BYTES)) return undefined;
  if (!isString(page_url) || !httpUrl(page_url)) return undefined;
  if (referrer !== undefined && (!isString(referrer) || referrer.length > MAX_PAGE_URL_LENGTH))
    return undefined;
  if (!isString(client_timestamp) || !CLIENT_TIMESTAMP_PATTERN.test(client_timestamp)) return undefined;
  const event: TrackingEvent = {
    tracking_id,
    event_name,
    event_data: event_data ?? {},
    page_url,
    client_timestamp,
  };
  if (referrer !== undefined) event.referrer = referrer;
  // The schema drops a contact token it cannot use (.catch(undefined)) and never refuses the event for it.
  if (contact_token !== undefined)
    event.contact_token =
      isString(contact_token) && contact_token.length <= MAX_CONTACT_TOKEN_LENGTH ? contact_token : undefined;
  return event;
}

/** An absolute http(s) URL the URL check would keep exactly as it is. */
function httpUrl(url: string): boolean {
  if (url.length > MAX_PAGE_URL_LENGTH || !HTTP_URL.test(url) || EDGE_OR_BREAK.test(url)) return false;
  return URL.canParse(url);
}
