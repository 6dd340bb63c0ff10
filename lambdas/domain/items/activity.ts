import { activityEntrySchema, type ActivityEntry } from '../../../shared/contracts/activity';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * The account's activity log (issue 34; lambdas/table.ts lists every kind): one item per thing a member did,
 * in the account's own partition (so "Delete my account", which erases pk USER#{accountId} whole, erases it
 * too), sorted by time, so the last 90 days are one Query, newest first, a page at a time. TTL 90 days.
 */
const PREFIX = 'ACTIVITY#';

export const activityKeys = {
  activity: (accountId: string, at: string, activityId: string) => ({
    pk: `USER#${accountId}`,
    sk: `${PREFIX}${at}#${activityId}`,
  }),
} as const;

export const activityKind: ItemKind = {
  name: 'activity',
  patterns: [
    {
      what: "an account's activity, newest first (TTL expiresAt, 90 days)",
      key: 'pk USER#{accountId} sk ACTIVITY#{iso}#{id}',
    },
  ],
};

/** The put of one entry (in the change's own transaction, or alone right after it). */
export function activityWrite(accountId: string, entry: ActivityEntry, expiresAt: number): TransactWrite {
  return {
    kind: 'put',
    item: { ...activityKeys.activity(accountId, entry.at, entry.activityId), ...entry, expiresAt },
  };
}

/** A sort key of this kind no older than `since` (what a page's cursor carries), or undefined for anything else. */
export function activitySortKey(value: string, since: string): string | undefined {
  const ok = /^ACTIVITY#\d{4}-\d\d-\d\dT[\d:.]+Z#[\w-]{1,64}$/.test(value) && value >= `${PREFIX}${since}`;
  return ok ? value : undefined;
}

/**
 * One page of the account's entries newer than `since`, newest first, starting after `afterSk` (a sort
 * key from a previous page; only the sort key: the partition is the caller's account, never the cursor's).
 */
export async function queryActivityPage(
  store: Store,
  accountId: string,
  input: { since: string; afterSk?: string; limit: number },
): Promise<{ entries: ActivityEntry[]; lastSk?: string }> {
  const pk = `USER#${accountId}`;
  const page = await store.queryPage({
    partition: pk,
    between: [`${PREFIX}${input.since}`, `${PREFIX}~`],
    ascending: false,
    limit: input.limit,
    ...(input.afterSk ? { startKey: { pk, sk: input.afterSk } } : {}),
  });
  const entries = page.items.map((item) => parseStored(activityKind.name, activityEntrySchema, item));
  return { entries, ...(page.next ? { lastSk: String(page.next.sk) } : {}) };
}
