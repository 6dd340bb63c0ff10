import type { Store } from '../../ports/store';
import type { VisitorRecord } from '../items/analytics-visitor';
import { getTouch } from '../items/attribution-touch';
import { type ConversionGoals, laterTouch, type Touch } from './attribution';
import { goalsOfTrackingId } from './conversion-goals';
import type { CountedEvent } from './dimensions';

/** A visitor of one site and day: the key of the aggregator's per-visitor state. */
export const visitorId = (e: CountedEvent) => `${e.setupId}\u0000${e.visitorHash}`;

/** What attribution needs besides the visitor items: each visitor's touch as read, each site's goals. */
export interface AttributionState {
  /** By visitorId: the last campaign visit known before the chunk (from the visitor or touch items). */
  touches: Map<string, Touch | undefined>;
  /** By setupId: the account's goals (a goal's converting visits are counted for every visit). */
  goals: Map<string, ConversionGoals>;
}

/**
 * Each visitor's touch before the chunk: from its visitor item when it has one today, else from the
 * touch items under its first event's two attribution hashes (the later of the two); and the goals of
 * every site of the chunk (cached for the stream batch: a goal's converting visits count any visit).
 */
export async function attributionState(
  store: Store,
  events: CountedEvent[],
  visitors: Map<string, VisitorRecord | undefined>,
  goalCache: Map<string, Promise<ConversionGoals>>,
): Promise<AttributionState> {
  const touches = new Map<string, Touch | undefined>();
  await Promise.all(
    [...visitors].map(async ([id, item]) => {
      if (item) return touches.set(id, item.touch);
      const first = events.find((e) => visitorId(e) === id && e.attributionHash);
      if (!first) return;
      const hashes = [first.attributionHash, first.attributionHashPrev].filter((h): h is string => !!h);
      const read = await Promise.all(hashes.map((h) => getTouch(store, first.setupId, h)));
      touches.set(id, read.reduce(laterTouch, undefined));
    }),
  );
  const goals = new Map<string, ConversionGoals>();
  for (const event of events) {
    if (goals.has(event.setupId) || !event.trackingId) continue;
    goals.set(event.setupId, await goalsOfTrackingId(store, event.trackingId, goalCache));
  }
  return { touches, goals };
}
