import * as z from 'zod';
import { isCommerceEventName } from '../contracts/commerce-events';
import {
  BASE62,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME_LENGTH,
  MAX_PAGE_URL_LENGTH,
  TRACKING_ID_PREFIX,
  TRACKING_ID_RANDOM_LENGTH,
} from './constants';

export * from './constants';

/**
 * Tracking ingest wire payload (docs/product.md › Tracking events). The spec's
 * email_setup_id is replaced on the wire by the public tracking id; the server resolves the setup.
 * Unknown keys are ignored (stripped), so a newer script does not break an older ingest.
 */

export const TRACKING_ID_PATTERN = new RegExp(
  `^${TRACKING_ID_PREFIX}[${BASE62}]{${TRACKING_ID_RANDOM_LENGTH}}$`,
);
/** Far longer than any contact token the server signs (about 190 characters). */
export const MAX_CONTACT_TOKEN_LENGTH = 400;
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9_.:-]+$/;

export function isTrackingId(value: unknown): value is string {
  return typeof value === 'string' && TRACKING_ID_PATTERN.test(value);
}

/**
 * UTF-8 byte length of a JS string, as TextEncoder/Buffer would encode it (a lone surrogate becomes
 * U+FFFD, 3 bytes). Written out because shared/ has no TextEncoder (lib ES2023 only).
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export function isPlainJsonObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `text` is over `limit` bytes in UTF-8. A UTF-16 code unit is 1 to 3 bytes, so only a string
 * between a third of the limit and the limit is counted (the tracking ingest asks for every event).
 */
export function utf8Over(text: string, limit: number): boolean {
  return text.length > limit || (text.length * 3 > limit && utf8ByteLength(text) > limit);
}

/** Whether `value` serializes to JSON of at most `limit` UTF-8 bytes (false when it cannot: cycles, BigInt). */
export function jsonWithin(value: unknown, limit: number): boolean {
  try {
    const json = JSON.stringify(value);
    return json !== undefined && !utf8Over(json, limit);
  } catch {
    return false;
  }
}

/** The client's time: an ISO 8601 date-time with Z or an offset (RFC 3339). */
const clientTimestampFormat = z.iso.datetime({
  offset: true,
  error: 'client_timestamp must be an ISO 8601 time',
});
/** The pattern of that check (zod's own), for the ingest's fast path (lambdas/domain/tracking/fast-event.ts). */
export const CLIENT_TIMESTAMP_PATTERN: RegExp = clientTimestampFormat._zod.pattern;

const requiredString = (field: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
  });

export const trackingEventSchema = z.object(
  {
    tracking_id: requiredString('tracking_id').regex(
      TRACKING_ID_PATTERN,
      'tracking_id is not a valid tracking id',
    ),
    event_name: requiredString('event_name')
      .min(1, 'event_name is empty')
      .max(MAX_EVENT_NAME_LENGTH, `event_name is over ${MAX_EVENT_NAME_LENGTH} characters`)
      // The four commerce events (issue 31) have spaces in their documented names.
      .refine(
        (name) => EVENT_NAME_PATTERN.test(name) || isCommerceEventName(name),
        'event_name may only use A-Z a-z 0-9 _ . : -',
      ),
    event_data: z
      .custom<Record<string, unknown>>(isPlainJsonObject, 'event_data must be a JSON object')
      .refine(
        (data) => jsonWithin(data, MAX_EVENT_DATA_BYTES),
        `event_data is over ${MAX_EVENT_DATA_BYTES} bytes`,
      )
      .optional()
      .transform((data) => data ?? {}),
    page_url: requiredString('page_url')
      .max(MAX_PAGE_URL_LENGTH, `page_url is over ${MAX_PAGE_URL_LENGTH} characters`)
      .pipe(z.url({ protocol: /^https?$/, error: 'page_url must be an http(s) URL' })),
    /** document.referrer of the page (issue 22); only its host is kept, and only when it is another site. */
    referrer: z
      .string('referrer must be a string')
      .max(MAX_PAGE_URL_LENGTH, `referrer is over ${MAX_PAGE_URL_LENGTH} characters`)
      .optional(),
    /**
     * The visitor's contact token (issue 31), kept by the script after a campaign click, an identify or a
     * signup. Never refuses an event: anything but a string of a token's length is dropped and the event
     * counted anonymously (lambdas/domain/links/contact-token.ts verifies it).
     */
    contact_token: z.string().max(MAX_CONTACT_TOKEN_LENGTH).optional().catch(undefined),
    client_timestamp: requiredString('client_timestamp').pipe(clientTimestampFormat),
  },
  { error: 'body must be a JSON object' },
);

/** What a client sends. */
export type TrackingEventInput = z.input<typeof trackingEventSchema>;
/** What the server works with after validation (event_data defaulted to {}). */
export type TrackingEvent = z.output<typeof trackingEventSchema>;

export type ParseResult = { ok: true; event: TrackingEvent } | { ok: false; reason: string };

/** Validates an already JSON-parsed value; `reason` is the first problem, short and in plain words. */
export function parseTrackingEvent(value: unknown): ParseResult {
  const result = trackingEventSchema.safeParse(value);
  if (result.success) return { ok: true, event: result.data };
  const issue = result.error.issues[0];
  return { ok: false, reason: issue?.message ?? 'invalid event' };
}
