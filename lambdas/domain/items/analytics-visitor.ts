import * as z from 'zod';
import { type Store, type TransactWrite } from '../../ports/store';
import { type Touch, touchOfItem } from './attribution-touch';
import type { ItemKind } from './item-kind';
import { saltAt } from './salt';

/** Keys of the analytics visitor item (lambdas/table.ts lists every kind). */
export const analyticsVisitorKeys = {
  analyticsVisitor: (setupId: string, hash: string) => ({ pk: `STATS#${setupId}`, sk: `VISITOR#${hash}` }),
  analyticsApplied: (setupId: string, eventId: string) => ({
    pk: `STATS#${setupId}`,
    sk: `APPLIED#${eventId}`,
  }),
  analyticsSalt: (day: string) => ({ pk: 'ANALYTICSSALT', sk: `DAY#${day}` }),
} as const;

export const analyticsVisitorKind: ItemKind = {
  name: 'analytics-visitor',
  patterns: [
    {
      what: 'analytics: a visitor of the day (hash)',
      key: 'pk STATS#{setupId} sk VISITOR#{hash} (TTL expiresAt)',
    },
    { what: 'analytics: an event already counted', key: 'pk STATS#{setupId} sk APPLIED#{eventId} (TTL)' },
    { what: "analytics: the day's visitor-hash salt", key: 'pk ANALYTICSSALT sk DAY#{yyyy-mm-dd} (TTL)' },
  ],
};

/**
 * A visitor of a site's day (pk STATS#{setupId} sk VISITOR#{hash}): its last event, its touch if any, and
 * its current visit's campaign tags and goals reached (analytics/visits.ts).
 */
export interface VisitorRecord {
  /** Undefined when not a number (the aggregator then treats the visitor as new). */
  lastSeenMs?: number | undefined;
  touch?: Touch | undefined;
  visitSource?: string | undefined;
  visitCampaign?: string | undefined;
  /** Goal keys reached in the current visit (at most one per goal of the account). */
  visitGoals?: string[] | undefined;
}

const visitorSchema = z.object({
  lastSeenMs: z.number().optional().catch(undefined),
  visitSource: z.string().optional().catch(undefined),
  visitCampaign: z.string().optional().catch(undefined),
  visitGoals: z.array(z.string()).optional().catch(undefined),
});

export async function getVisitor(
  store: Store,
  setupId: string,
  hash: string,
): Promise<VisitorRecord | undefined> {
  const item = await store.get(analyticsVisitorKeys.analyticsVisitor(setupId, hash));
  return item && { ...visitorSchema.parse(item), touch: touchOfItem(item) };
}

/**
 * Puts a visitor item on the condition that it still holds the lastSeenMs that was read (absent when
 * none was): the aggregator's "first event of this visitor today" and "a new visit" hold under races.
 */
export const visitorWrite = (
  setupId: string,
  hash: string,
  next: VisitorRecord & { lastSeenMs: number; expiresAt: number },
  readMs: number | undefined,
): TransactWrite => ({
  kind: 'put',
  item: {
    ...analyticsVisitorKeys.analyticsVisitor(setupId, hash),
    lastSeenMs: next.lastSeenMs,
    ...(next.touch ? { touchCampaign: next.touch.campaign, touchAtMs: next.touch.atMs } : {}),
    ...(next.visitSource ? { visitSource: next.visitSource } : {}),
    ...(next.visitCampaign ? { visitCampaign: next.visitCampaign } : {}),
    ...(next.visitGoals?.length ? { visitGoals: next.visitGoals } : {}),
    expiresAt: next.expiresAt,
  },
  condition: readMs === undefined ? 'absent' : { attribute: 'lastSeenMs', equals: readMs },
});

/** The marker that an event was counted, put-if-absent: a redelivered event finds it and fails its write. */
export const appliedWrite = (setupId: string, eventId: string, expiresAt: number): TransactWrite => ({
  kind: 'put',
  item: { ...analyticsVisitorKeys.analyticsApplied(setupId, eventId), expiresAt },
  condition: 'absent',
});

/**
 * The visitor-hash salt of a UTC day: the stored one, else `fresh` put-if-absent (every Lambda instance
 * agrees on the winner's). Throws when it cannot be read after a lost race.
 */
export async function daySaltOf(
  store: Store,
  day: string,
  fresh: () => { salt: string; expiresAt: number },
): Promise<string> {
  return saltAt(
    store,
    analyticsVisitorKeys.analyticsSalt(day),
    fresh,
    `The visitor salt of ${day} is missing`,
  );
}
