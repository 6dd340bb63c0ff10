import * as z from 'zod';
import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the send job item (lambdas/table.ts lists every kind). */
export const sendJobKeys = {
  /** The send job's place in the audience (resumable). */
  campaignSendJob: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'SENDJOB' }),
} as const;

export const sendJobKind: ItemKind = {
  name: 'send-job',
  patterns: [{ what: "where a campaign's send job is", key: 'pk CAMPAIGN#{id} sk SENDJOB' }],
};

/**
 * Where a campaign's send job is (keys.campaignSendJob): the audience page it is on and whether that page's
 * mails are reserved yet (phase 'queue') or not ('query'); send/send-job.ts moves it page by page.
 */
const storedKey = z.record(z.string(), z.unknown());
const sendJobSchema = z.object({
  page: z.number(),
  phase: z.enum(['query', 'queue']),
  /** Where the audience query of `page` starts (absent: the beginning). */
  startKey: storedKey.optional(),
  /** Where the page after `page` starts; null when `page` is the last. Set in phase 'queue'. */
  next: storedKey.nullable().optional(),
  done: z.boolean().optional(),
  /** 'allowance': stopped at `page` by the month's allowance, until the campaign is resumed. */
  stoppedBy: z.literal('allowance').optional().catch(undefined),
});
export type SendJobRecord = z.output<typeof sendJobSchema>;

export function parseSendJob(item: Item): SendJobRecord {
  const { page, phase, startKey, next, done, stoppedBy } = parseStored(sendJobKind.name, sendJobSchema, item);
  return {
    page,
    phase,
    ...(startKey ? { startKey } : {}),
    ...(next !== undefined ? { next } : {}),
    ...(done !== undefined ? { done } : {}),
    ...(stoppedBy ? { stoppedBy } : {}),
  };
}

/** The campaign's send job: created at its first page when absent (a concurrent creator wins harmlessly). */
export async function getOrCreateSendJob(store: Store, campaignId: string): Promise<SendJobRecord> {
  const key = sendJobKeys.campaignSendJob(campaignId);
  const item = await store.get(key);
  if (item) return parseSendJob(item);
  try {
    await store.put({ ...key, page: 0, phase: 'query' }, 'absent');
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return parseSendJob((await store.get(key)) ?? {});
  }
  return { page: 0, phase: 'query' };
}

/** Page `page`'s mails are reserved: phase 'queue', with where the next page starts (null: none). */
export function sendJobToQueue(campaignId: string, page: number, next: Item | undefined): TransactWrite {
  return {
    kind: 'update',
    key: sendJobKeys.campaignSendJob(campaignId),
    set: { phase: 'queue', next: next ?? null },
    condition: {
      all: [
        { attribute: 'page', equals: page },
        { attribute: 'phase', equals: 'query' },
      ],
    },
  };
}

/** Page `page` is queued: on to the next one (starting at `next`), or done when there is none. */
export function sendJobToNextPage(campaignId: string, page: number, next: Item | undefined): TransactWrite {
  return {
    kind: 'update',
    key: sendJobKeys.campaignSendJob(campaignId),
    set: {
      page: page + 1,
      phase: 'query',
      startKey: next,
      next: undefined,
      done: next ? undefined : true,
    },
    condition: {
      all: [
        { attribute: 'page', equals: page },
        { attribute: 'phase', equals: 'queue' },
      ],
    },
  };
}

/**
 * The job stops at page `page` (still in phase 'query': nothing of it reserved): the month's allowance is used
 * up. It stays there until the campaign is resumed (`resumeSendJobAtAllowance`).
 */
export async function stopSendJobAtAllowance(store: Store, campaignId: string): Promise<void> {
  await store.update(
    sendJobKeys.campaignSendJob(campaignId),
    { done: true, stoppedBy: 'allowance' },
    'present',
  );
}

/**
 * A held campaign is resumed (the month turned, an upgrade): the job goes on from the page it stopped at, in
 * the resume's transaction (on condition that it did stop at the allowance).
 */
export function resumeSendJobAtAllowance(campaignId: string): TransactWrite {
  return {
    kind: 'update',
    key: sendJobKeys.campaignSendJob(campaignId),
    set: { done: undefined, stoppedBy: undefined },
    condition: { attribute: 'stoppedBy', equals: 'allowance' },
  };
}
