import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import type { Store } from '../../../ports/store';
import { queryAllContactsPage } from '../../items/contact';
import { getFlow, type FlowRecord } from '../../items/flow';
import { backfillContactDates } from './backfill-dates';
import { backfillIdleTimers } from './backfill-idle';

/** Contacts per backfill message: one Query, then a page's reads and writes (a few seconds at most). */
export const BACKFILL_PAGE = 200;

/** A 'flow-steps' message of a backfill (lambdas/handlers/flow-steps.ts): the flow, and where to go on. */
export interface BackfillMessage {
  backfill: 'trigger';
  accountId: string;
  flowId: string;
  /** The last contact of the pages done (absent: from the first). */
  after?: string | undefined;
}

const needsBackfill = (flow: FlowRecord) =>
  flow.status === 'live' &&
  (flow.definition.trigger.type === 'date-property' || flow.definition.trigger.type === 'no-event');

/**
 * Issue 32: a yearly-date or win-back flow that goes live (or resumes) starts its backfill off the request:
 * one message; the worker reads the account's contacts a page at a time (runBackfillPage).
 */
export async function startTriggerBackfill(queue: Queue, flow: FlowRecord): Promise<boolean> {
  if (!needsBackfill(flow)) return false;
  const message: BackfillMessage = { backfill: 'trigger', accountId: flow.accountId, flowId: flow.flowId };
  await queue.send('flow-steps', message);
  return true;
}

export interface BackfillPageOutcome {
  contacts: number;
  written: number;
  /** The next page's message was sent. */
  more: boolean;
}

/**
 * One page of a flow's backfill: the flow read again (no longer live, or no longer a date or win-back flow:
 * the job ends), a page of the account's contacts from the message's cursor, their date index items or
 * win-back timers written where missing (idempotent: a redelivered page writes the same items), then the
 * next page's message. A crash before that send redelivers this page; one after it, before the delete,
 * runs this page and the rest of the job a second time, writing nothing new.
 */
export async function runBackfillPage(
  ports: { store: Store; clock: Clock; queue: Queue },
  message: BackfillMessage,
): Promise<BackfillPageOutcome> {
  const { store } = ports;
  const flow = await getFlow(store, message.accountId, message.flowId);
  if (!flow || !needsBackfill(flow)) return { contacts: 0, written: 0, more: false };
  const { trigger } = flow.definition;
  const page = await queryAllContactsPage(store, flow.accountId, {
    limit: BACKFILL_PAGE,
    afterContactId: message.after,
  });
  const target = { accountId: flow.accountId, flowId: flow.flowId, trigger };
  const written =
    (await backfillContactDates(store, flow.accountId, trigger, page.contacts)) +
    (await backfillIdleTimers(store, ports.clock.now(), target, page.contacts));
  if (page.next) await ports.queue.send('flow-steps', { ...message, after: page.next });
  return { contacts: page.contacts.length, written, more: !!page.next };
}
