import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { type AttributionHashes, attributionHashes, cachedAttributionHashes } from './attribution-hash';
import { classifyUserAgent, isDeclaredBot } from './user-agent';
import { cachedDailySalt, dailySalt, visitorHash } from './visitor-hash';

/**
 * What the ingest adds to a tracking event for the analytics (issue 22), from the request itself:
 * the day's visitor hash, device and browser classes, the country CloudFront saw, and the referring
 * host. Worked out here, once, because the request is the only place the IP and user agent exist; the
 * event keeps none of them. Costs one cached salt read and one SHA-256 per event, and two more for the attribution hashes
 * (attribution-hash.ts).
 */
export interface RequestFacts {
  /** The viewer's address (CloudFront-Viewer-Address in AWS, the socket locally). Never stored. */
  ip: string;
  userAgent: string;
  /** CloudFront-Viewer-Country, when the platform gives it. */
  country?: string;
}

export interface VisitFields extends AttributionHashes {
  visitorHash: string;
  device: string;
  browser: string;
  /** ISO 3166 alpha-2, or absent when unknown (always locally). */
  country?: string;
  /** The referring site's host when it is another site (no path, no query). */
  referrer?: string;
}

export const BOT_REFUSED_MESSAGE = 'Events from bots and crawlers are not counted.';
const MAX_USER_AGENT = 512;

/** Refuses declared bots (403) before anything is stored. */
export function refuseBots(facts: RequestFacts): void {
  if (isDeclaredBot(facts.userAgent.slice(0, MAX_USER_AGENT)))
    throw new DomainError('forbidden', 'bot_refused', BOT_REFUSED_MESSAGE);
}

/** The host of an http(s) URL, lower case, without `www.` (a regular expression: URL parsing costs more). */
const HOST = /^https?:\/\/(?:[^@/?#]*@)?(?:www\.)?([^/:?#]+)/i;
const hostOf = (url: string) => HOST.exec(url)?.[1]?.toLowerCase();

/** The referring host, when `referrer` is an http(s) URL of another host than the page's. */
export function referrerHost(referrer: string | undefined, pageUrl: string): string | undefined {
  if (!referrer) return undefined;
  const host = hostOf(referrer);
  return host && host !== hostOf(pageUrl) ? host.slice(0, 100) : undefined;
}

export async function visitFields(
  deps: { store: Store; clock: Clock },
  setupId: string,
  facts: RequestFacts,
  page: { pageUrl: string; referrer?: string },
): Promise<VisitFields> {
  const userAgent = facts.userAgent.slice(0, MAX_USER_AGENT);
  const { salt } = await dailySalt(deps);
  const attribution = await attributionHashes(deps, setupId, facts.ip, userAgent);
  return visitOf(salt, attribution, setupId, facts, userAgent, page);
}

/**
 * visitFields without an await, when this instance already holds the day's and the periods' salts (every
 * event after a warm instance's first of the day); undefined otherwise.
 */
export function cachedVisitFields(
  now: Date,
  setupId: string,
  facts: RequestFacts,
  page: { pageUrl: string; referrer?: string },
): VisitFields | undefined {
  const userAgent = facts.userAgent.slice(0, MAX_USER_AGENT);
  const day = cachedDailySalt(now);
  const attribution = day && cachedAttributionHashes(now, setupId, facts.ip, userAgent);
  return day && attribution ? visitOf(day.salt, attribution, setupId, facts, userAgent, page) : undefined;
}

/** `userAgent`: the request's, cut to MAX_USER_AGENT. */
function visitOf(
  salt: string,
  attribution: AttributionHashes,
  setupId: string,
  facts: RequestFacts,
  userAgent: string,
  page: { pageUrl: string; referrer?: string },
): VisitFields {
  const { device, browser } = classifyUserAgent(userAgent);
  const country = facts.country && /^[A-Z]{2}$/.test(facts.country) ? facts.country : undefined;
  const referrer = referrerHost(page.referrer, page.pageUrl);
  // Assigned, not spread: this runs on every tracking event.
  const visit: VisitFields = {
    visitorHash: visitorHash(salt, setupId, facts.ip, userAgent),
    attributionHash: attribution.attributionHash,
    attributionHashPrev: attribution.attributionHashPrev,
    device,
    browser,
  };
  if (country) visit.country = country;
  if (referrer) visit.referrer = referrer;
  return visit;
}
