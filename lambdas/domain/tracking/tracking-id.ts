import { BASE62, TRACKING_ID_PREFIX, TRACKING_ID_RANDOM_LENGTH } from '../../../shared/tracking/event';

/**
 * Random base62 string from the platform CSPRNG (globalThis.crypto: Node 20+, browsers). Rejection
 * sampling keeps every character uniform: bytes >= 248 (= 4 * 62) are discarded.
 */
export function randomBase62(length: number): string {
  let out = '';
  // getRandomValues fills at most 65,536 bytes per call; about 3% of bytes are discarded.
  const bytes = new Uint8Array(Math.min(65_536, length + 8));
  while (out.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (let i = 0; i < bytes.length && out.length < length; i++) {
      const b = bytes[i]!;
      if (b < 248) out += BASE62[b % 62];
    }
  }
  return out;
}

/** A new public tracking id: 'jm_' + 22 base62 characters ≈ 131 bits, unguessable and not the setup id. */
export function generateTrackingId(): string {
  return TRACKING_ID_PREFIX + randomBase62(TRACKING_ID_RANDOM_LENGTH);
}
