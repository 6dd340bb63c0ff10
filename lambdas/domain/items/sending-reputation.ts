import * as z from 'zod';
import { ConditionFailedError, type Item, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the sending-reputation items (lambdas/table.ts lists every kind). */
export const sendingReputationKeys = {
  /** Issue 35: whether the account's sending is paused by our guard, and since when. */
  reputationGuard: (accountId: string) => ({ pk: `REPUTATION#${accountId}`, sk: 'GUARD' }),
  /** One hour's mails, hard bounces and complaints of an account, in the guard's current epoch. */
  reputationHour: (accountId: string, epoch: number, hour: string) => ({
    pk: `REPUTATION#${accountId}`,
    sk: `HOUR#${epochText(epoch)}#${hour}`,
  }),
} as const;

const epochText = (epoch: number) => String(epoch).padStart(4, '0');

export const sendingReputationKind: ItemKind = {
  name: 'sending-reputation',
  patterns: [
    { what: "an account's sending guard (paused or not)", key: 'pk REPUTATION#{accountId} sk GUARD' },
    {
      what: "an account's sends, bounces, complaints of an hour",
      key: 'pk REPUTATION#{accountId} sk HOUR#{epoch}#{yyyy-mm-ddThh} (TTL)',
    },
  ],
};

/** Hour buckets are kept this long (the window reaches back at most this far for its 2,000 mails). */
export const HOUR_KEPT_DAYS = 30;

const countsSchema = z.object({ sent: z.number(), bounced: z.number(), complained: z.number() });
const guardSchema = z.object({
  state: z.enum(['sending', 'paused']).catch('sending'),
  /** Starts at 0; a resume starts a new epoch, so the window counts only what was sent since. */
  epoch: z.number().int().min(0).catch(0),
  pausedAt: z.string().optional(),
  reason: z.enum(['bounces', 'complaints']).optional().catch(undefined),
  /** The window's counts when it paused. */
  counts: countsSchema.optional().catch(undefined),
  resumedAt: z.string().optional(),
});
export type ReputationGuard = z.output<typeof guardSchema>;

const fresh: ReputationGuard = { state: 'sending', epoch: 0 };

export async function getReputationGuard(store: Store, accountId: string): Promise<ReputationGuard> {
  const item = await store.get(sendingReputationKeys.reputationGuard(accountId));
  return item ? parseStored(sendingReputationKind.name, guardSchema, item) : fresh;
}

/** The guard item exists (so a conditional update can find it); a concurrent creator wins harmlessly. */
export async function ensureReputationGuard(store: Store, accountId: string): Promise<void> {
  try {
    await store.put({ ...sendingReputationKeys.reputationGuard(accountId), ...fresh }, 'absent');
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

/** Pauses the account's sending, on condition that it is sending (so only one caller wins). */
export function pauseGuardWrite(
  accountId: string,
  pause: { at: string; reason: 'bounces' | 'complaints'; counts: z.infer<typeof countsSchema> },
): TransactWrite {
  return {
    kind: 'update',
    key: sendingReputationKeys.reputationGuard(accountId),
    set: { state: 'paused', pausedAt: pause.at, reason: pause.reason, counts: pause.counts },
    condition: { attribute: 'state', equals: 'sending' },
  };
}

/** Sending again, in a new epoch (the counts start afresh), on condition that it was paused in `epoch`. */
export function resumeGuardWrite(accountId: string, epoch: number, at: string): TransactWrite {
  return {
    kind: 'update',
    key: sendingReputationKeys.reputationGuard(accountId),
    set: { state: 'sending', epoch: epoch + 1, resumedAt: at },
    condition: {
      all: [
        { attribute: 'state', equals: 'paused' },
        { attribute: 'epoch', equals: epoch },
      ],
    },
  };
}

/** Adds to the hour's counts (creates the bucket, with its expiry). */
export function countHourWrite(
  accountId: string,
  epoch: number,
  at: Date,
  add: Partial<Record<'sent' | 'bounced' | 'complained', number>>,
): TransactWrite {
  return {
    kind: 'update',
    key: sendingReputationKeys.reputationHour(accountId, epoch, at.toISOString().slice(0, 13)),
    set: { expiresAt: Math.floor(at.getTime() / 1000) + HOUR_KEPT_DAYS * 86_400 },
    add,
  };
}

export interface HourBucket {
  hour: string;
  sent: number;
  bounced: number;
  complained: number;
}

/** The epoch's hour buckets, newest first (at most HOUR_KEPT_DAYS of them: one query). */
export async function queryReputationHours(
  store: Store,
  accountId: string,
  epoch: number,
): Promise<HourBucket[]> {
  const prefix = `HOUR#${epochText(epoch)}#`;
  const items = await store.query({
    partition: sendingReputationKeys.reputationGuard(accountId).pk,
    beginsWith: prefix,
    ascending: false,
    limit: HOUR_KEPT_DAYS * 24,
  });
  return items.map((item: Item) => ({
    hour: String(item.sk).slice(prefix.length),
    sent: numberOf(item.sent),
    bounced: numberOf(item.bounced),
    complained: numberOf(item.complained),
  }));
}

const numberOf = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);

/** The account's partition of these items (account deletion erases it whole). */
export const reputationPartition = (accountId: string) => sendingReputationKeys.reputationGuard(accountId).pk;
