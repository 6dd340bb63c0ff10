import { randomBytes } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { periodSaltOf } from '../items/attribution-touch';
import { visitorHash } from './visitor-hash';

/**
 * The attribution-only visitor hash (docs/product.md › Analytics and privacy › Campaign attribution).
 * The daily visitor hash cannot link a purchase on Tuesday to Monday's campaign visit, by design. For the
 * 7-day attribution window the ingest also computes SHA-256(salt of the 7-day period, site, IP, user
 * agent) with a second salt that is replaced every 7 days (periods counted from the Unix epoch) and
 * deleted (TTL) when the period after it ends: each event carries the hash under the current salt and
 * under the previous one, so a conversion can find a campaign visit made up to 7 days before it, and no
 * hash links anything further apart than two periods. The salts are random, kept only in the table and in
 * memory; the IP address is never stored. Costs two more SHA-256 per event and, once a period, two reads.
 */
export const PERIOD_DAYS = 7;
const PERIOD_MS = PERIOD_DAYS * 24 * 60 * 60 * 1000;

/** The 7-day period an instant falls in (whole periods since the Unix epoch). */
export const periodOf = (date: Date) => Math.floor(date.getTime() / PERIOD_MS);

const salts = new Map<number, string>();

export async function periodSalt(store: Store, period: number): Promise<string> {
  const known = salts.get(period);
  if (known) return known;
  // Kept through the next period, when it is the "previous" salt, then expired.
  const salt = await periodSaltOf(store, period, () => ({
    salt: randomBytes(32).toString('base64'),
    expiresAt: ((period + 2) * PERIOD_MS) / 1000,
  }));
  for (const old of salts.keys()) if (old < period - 1) salts.delete(old);
  salts.set(period, salt);
  return salt;
}

export interface AttributionHashes {
  /** Under the current period's salt: the key a campaign visit's touch is stored under. */
  attributionHash: string;
  /** Under the previous period's salt: finds a touch stored before the period changed. */
  attributionHashPrev: string;
}

export async function attributionHashes(
  deps: { store: Store; clock: Clock },
  setupId: string,
  ip: string,
  userAgent: string,
): Promise<AttributionHashes> {
  const period = periodOf(deps.clock.now());
  // The cache first, without a promise per salt: this runs on every ingested event.
  const current = salts.get(period) ?? (await periodSalt(deps.store, period));
  const previous = salts.get(period - 1) ?? (await periodSalt(deps.store, period - 1));
  return hashesWith(current, previous, setupId, ip, userAgent);
}

/** The two hashes when this instance holds both periods' salts (the warm path: no await), else undefined. */
export function cachedAttributionHashes(
  now: Date,
  setupId: string,
  ip: string,
  userAgent: string,
): AttributionHashes | undefined {
  const period = periodOf(now);
  const current = salts.get(period);
  const previous = salts.get(period - 1);
  return current && previous ? hashesWith(current, previous, setupId, ip, userAgent) : undefined;
}

function hashesWith(current: string, previous: string, setupId: string, ip: string, userAgent: string) {
  return {
    attributionHash: visitorHash(current, setupId, ip, userAgent),
    attributionHashPrev: visitorHash(previous, setupId, ip, userAgent),
  };
}
