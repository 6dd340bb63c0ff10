/**
 * Tracking constants with no imports at all, so the browser script (lambdas/tracking-script/pixel.ts)
 * can bundle them without pulling zod in. Everything else re-exports them from ./event.
 */

/** docs/product.md › Tracking events: pixel script version, sent with the pixel-loaded event. */
export const SCRIPT_VERSION = '1.0.0';
/** Name of the event the script sends once on load (docs/product.md › Tracking events). */
export const PIXEL_LOADED_EVENT = 'pixel-loaded';
/** The global object the script and the snippet's queue stub share: `window.jungleMail.track(...)`. */
export const TRACKING_GLOBAL = 'jungleMail';

/** Public ingest route (POST). One constant: the script, the snippet and the route table agree on it. */
export const INGEST_PATH = '/api/t';
/** Public signup route (POST {SUBSCRIBE_PATH}/{trackingId}): the script's `jm('subscribe', email, {firstName})`. */
export const SUBSCRIBE_PATH = '/api/subscribe';
/** The global function of the script: `jm('subscribe', email, {firstName})` and `jm('track', name, data)`. */
export const COMMAND_GLOBAL = 'jm';
/** Public identify route (POST {IDENTIFY_PATH}/{trackingId}): the script's `jm('identify', email)` (issue 31). */
export const IDENTIFY_PATH = '/api/identify';
/**
 * The visitor's contact token (issue 31): the query parameter the click redirect adds to links to the
 * account's own site, and the script's localStorage key on that site; one name for both.
 */
export const CONTACT_TOKEN_PARAM = 'jm_t';
/** Public route serving the minified script (GET). */
export const SCRIPT_PATH = '/api/jm.js';

/** Whole request body, in UTF-8 bytes. Larger answers 413 before any parsing. */
export const MAX_BODY_BYTES = 8192;
/** `event_data`, serialized as JSON, in UTF-8 bytes. */
export const MAX_EVENT_DATA_BYTES = 4096;
export const MAX_EVENT_NAME_LENGTH = 64;
export const MAX_PAGE_URL_LENGTH = 2048;
/** Events expire by TTL (attribute expiresAt) this many days after they were received. */
export const EVENT_TTL_DAYS = 90;

/** 'jm_' + 22 base62 characters: 22 * log2(62) ≈ 131 bits of randomness. */
export const TRACKING_ID_PREFIX = 'jm_';
export const TRACKING_ID_RANDOM_LENGTH = 22;
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
