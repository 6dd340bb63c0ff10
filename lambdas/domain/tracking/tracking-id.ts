import { BASE62, TRACKING_ID_PREFIX, TRACKING_ID_RANDOM_LENGTH } from '../../../shared/tracking/event';

/**
 * Random bytes from the platform CSPRNG (globalThis.crypto: Node 20+, browsers), drawn 4 KB at a time:
 * one getRandomValues call per ~150 ids instead of one per id (the ingest makes an event id per event).
 * Node's own randomUUID pools its entropy the same way.
 */
const POOL_SIZE = 4096;
const pool = new Uint8Array(POOL_SIZE);
let poolOffset = POOL_SIZE;

function randomByte(): number {
  if (poolOffset === POOL_SIZE) {
    globalThis.crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  return pool[poolOffset++]!;
}

/** Random base62 string. Rejection sampling keeps every character uniform: bytes >= 248 (= 4 * 62) are discarded. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const b = randomByte();
    if (b < 248) out += BASE62[b % 62];
  }
  return out;
}

/** A new public tracking id: 'jm_' + 22 base62 characters ≈ 131 bits, unguessable and not the setup id. */
export function generateTrackingId(): string {
  return TRACKING_ID_PREFIX + randomBase62(TRACKING_ID_RANDOM_LENGTH);
}
