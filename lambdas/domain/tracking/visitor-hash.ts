import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { daySaltOf } from '../items/analytics-visitor';

/**
 * Cookieless visitor counting (docs/product.md › Analytics and privacy). A visitor is
 * SHA-256(salt of the UTC day, site, IP address, user agent): the same person on the same site on the
 * same day gives the same hash, nothing links two days, and the IP address itself is never stored.
 * The salt is 32 random bytes kept in the table under the day (put-if-absent, so every Lambda instance
 * agrees on it) with a TTL at the end of the day; no code ever reads a past day's salt.
 */

interface CachedSalt {
  day: string;
  salt: string;
}
let cached: (CachedSalt & { fromMs: number; untilMs: number }) | undefined;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, yyyy-mm-dd. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today's salt when this instance already holds it (the warm path: no await), else undefined. */
export function cachedDailySalt(now: Date): CachedSalt | undefined {
  // The day's bounds, not its name: no date formatting per event.
  const ms = now.getTime();
  return cached && ms >= cached.fromMs && ms < cached.untilMs ? cached : undefined;
}

export async function dailySalt(deps: { store: Store; clock: Clock }): Promise<CachedSalt> {
  const now = deps.clock.now();
  const known = cachedDailySalt(now);
  if (known) return known;
  const day = utcDay(now);
  const fromMs = Date.parse(`${day}T00:00:00Z`);
  const salt = await daySaltOf(deps.store, day, () => ({
    salt: randomBytes(32).toString('base64'),
    expiresAt: (fromMs + DAY_MS) / 1000,
  }));
  cached = { day, salt, fromMs, untilMs: fromMs + DAY_MS };
  return cached;
}

/** 32 hex characters (128 bits) of SHA-256(salt, site, ip, user agent). */
export function visitorHash(salt: string, setupId: string, ip: string, userAgent: string): string {
  // crypto.hash: one call, no Hash object (a third of createHash's cost for a short input; three per event).
  return hash('sha256', `${salt}\n${setupId}\n${ip}\n${userAgent}`, 'hex').slice(0, 32);
}
