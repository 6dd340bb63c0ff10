import * as z from 'zod';
import { ConditionFailedError, type Item, type Store } from '../../ports/store';
import { DUE_SHARDS, dueShard } from './flow-enrollment';
import { parseStored, type ItemKind } from './item-kind';

/**
 * A win-back timer (issue 32, the "no event for N days" trigger): per (live flow, contact) the last time
 * the contact did the flow's event and when the quiet spell ends (last + N days), in a due index bucketed
 * by UTC day (spells last days; a day's bucket is read with a due-time range) and shard (gsi2), so the minute sweep reads only the timers falling
 * due. A newer event moves it; the sweep enrolls the contact and deletes it. It lives in the flow's
 * enrollment partition, so it goes with the flow.
 */
export const flowIdleTimerKeys = {
  idleTimer: (accountId: string, flowId: string, contactId: string) => ({
    pk: `FLOWENR#${accountId}#${flowId}`,
    sk: `IDLE#${contactId}`,
  }),
  idleDueIndex: (dueAt: string, shard: number, accountId: string, flowId: string, contactId: string) => ({
    gsi2pk: idleBucket(dueAt, shard),
    gsi2sk: `${dueAt}#${accountId}#${flowId}#${contactId}`,
  }),
} as const;

const idleBucket = (iso: string, shard: number) => `FLOWIDLEDUE#${iso.slice(0, 10)}#${shard}`;

export const flowIdleTimerKind: ItemKind = {
  name: 'flow-idle-timer',
  patterns: [
    {
      what: "a contact's win-back timer in a flow",
      key: 'pk FLOWENR#{accountId}#{flowId} sk IDLE#{contactId}',
    },
    {
      what: 'win-back timers due, by UTC day and shard, by due time',
      key: 'gsi2 FLOWIDLEDUE#{yyyy-mm-dd}#{shard} gsi2sk {dueAt}#{accountId}#{flowId}#{contactId}',
    },
  ],
};

const timerSchema = z.object({
  accountId: z.string().min(1),
  flowId: z.string().min(1),
  contactId: z.string().min(1),
  eventName: z.string().min(1),
  lastAt: z.string(),
  dueAt: z.string(),
});
export type IdleTimer = z.infer<typeof timerSchema>;
export { DUE_SHARDS as IDLE_SHARDS };

function timerItem(t: IdleTimer): Item {
  const shard = dueShard(`${t.flowId}#${t.contactId}`);
  return {
    ...flowIdleTimerKeys.idleTimer(t.accountId, t.flowId, t.contactId),
    ...flowIdleTimerKeys.idleDueIndex(t.dueAt, shard, t.accountId, t.flowId, t.contactId),
    ...t,
  };
}

/** A contact's win-back timer in a flow, if it has one. */
export async function getIdleTimer(
  store: Store,
  accountId: string,
  flowId: string,
  contactId: string,
): Promise<IdleTimer | undefined> {
  const item = await store.get(flowIdleTimerKeys.idleTimer(accountId, flowId, contactId));
  return item ? parseStored('flow-idle-timer', timerSchema, item) : undefined;
}

/**
 * Starts or moves a contact's timer to a newer event (an older or equal one changes nothing): one read, then
 * one write conditional on what was read, so two events racing leave the newer. Returns whether it wrote.
 */
export async function moveIdleTimer(store: Store, timer: IdleTimer): Promise<boolean> {
  const key = flowIdleTimerKeys.idleTimer(timer.accountId, timer.flowId, timer.contactId);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const item = await store.get(key);
    const last = item ? parseStored('flow-idle-timer', timerSchema, item).lastAt : undefined;
    if (last !== undefined && last >= timer.lastAt) return false;
    try {
      await store.transact([
        {
          kind: 'put',
          item: timerItem(timer),
          condition: last === undefined ? 'absent' : { attribute: 'lastAt', equals: last },
        },
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
  }
  return false;
}

/** Deletes a timer unless a newer event moved it meanwhile (then it stays, due later). */
export async function deleteIdleTimer(store: Store, timer: IdleTimer): Promise<void> {
  const key = flowIdleTimerKeys.idleTimer(timer.accountId, timer.flowId, timer.contactId);
  try {
    await store.transact([{ kind: 'delete', key, condition: { attribute: 'lastAt', equals: timer.lastAt } }]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

/** Where the next page of a due bucket starts. */
export type IdlePageKey = Item;

/** One page of one due bucket's timers due in [fromIso, toIso]: one Query. */
export async function dueIdleTimersPage(
  store: Store,
  bucket: { dayIso: string; shard: number },
  fromIso: string,
  toIso: string,
  startKey?: Item,
): Promise<{ due: IdleTimer[]; next?: Item }> {
  const page = await store.queryPage({
    index: 'gsi2',
    partition: idleBucket(bucket.dayIso, bucket.shard),
    between: [fromIso, `${toIso}~`],
    limit: 500,
    startKey,
  });
  return {
    due: page.items.map((item) => parseStored('flow-idle-timer', timerSchema, item)),
    next: page.next,
  };
}
