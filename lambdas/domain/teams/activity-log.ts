import {
  ACTIVITY_DAYS,
  ACTIVITY_ERRORS,
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityEntry,
  type ActivityResponse,
} from '../../../shared/contracts/activity';
import type { Clock } from '../../ports/clock';
import type { Store, TransactWrite } from '../../ports/store';
import { DomainError } from '../errors';
import { activitySortKey, activityWrite, queryActivityPage } from '../items/activity';

const DAY_MS = 86_400_000;

/** Who did it: the acting member (their own user id and email, from the verified token) and the account. */
export interface Actor {
  accountId: string;
  userId: string;
  email: string;
}

/** What was done, to which item (its id and its name at the time). */
export interface ActivityFact {
  action: ActivityAction;
  itemId: string;
  itemName: string;
}

/** The write of one entry, to put in the change's own transaction or alone right after it. */
export function activityEntryWrite(actor: Actor, fact: ActivityFact, now: Date): TransactWrite {
  const entry: ActivityEntry = {
    activityId: globalThis.crypto.randomUUID(),
    at: now.toISOString(),
    userId: actor.userId,
    email: actor.email,
    ...fact,
  };
  return activityWrite(actor.accountId, entry, Math.floor((now.getTime() + ACTIVITY_DAYS * DAY_MS) / 1000));
}

/** Records one entry on its own, right after the change it tells of. */
export async function recordActivity(
  ports: { store: Store; clock: Clock },
  actor: Actor,
  fact: ActivityFact,
): Promise<void> {
  await ports.store.transact([activityEntryWrite(actor, fact, ports.clock.now())]);
}

const invalidCursor = () =>
  new DomainError('invalid', ACTIVITY_ERRORS.invalidCursor.error, ACTIVITY_ERRORS.invalidCursor.message);

/** The cursor carries only an entry's sort key, base64url; anything else (altered, too old) is refused. */
function decodeCursor(cursor: string, since: string): string {
  const sk = activitySortKey(Buffer.from(cursor, 'base64url').toString('utf8'), since);
  if (!sk || Buffer.from(sk, 'utf8').toString('base64url') !== cursor) throw invalidCursor();
  return sk;
}

/** GET /api/team/activity: a page of the last 90 days, newest first. */
export async function listActivity(
  ports: { store: Store; clock: Clock },
  accountId: string,
  query: { cursor?: string; limit?: number },
): Promise<ActivityResponse> {
  const since = new Date(ports.clock.now().getTime() - ACTIVITY_DAYS * DAY_MS).toISOString();
  const afterSk = query.cursor ? decodeCursor(query.cursor, since) : undefined;
  const page = await queryActivityPage(ports.store, accountId, {
    since,
    limit: query.limit ?? ACTIVITY_PAGE_SIZE,
    ...(afterSk ? { afterSk } : {}),
  });
  return {
    entries: page.entries,
    nextCursor: page.lastSk ? Buffer.from(page.lastSk, 'utf8').toString('base64url') : null,
  };
}
