import * as z from 'zod';
import { ConditionFailedError, type Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the send-ramp item (lambdas/table.ts lists every kind). */
export const sendRampKeys = {
  /** Issue 35: how far a campaign's ramp has come (or that it does not ramp). */
  campaignSendRamp: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'RAMP' }),
} as const;

export const sendRampKind: ItemKind = {
  name: 'send-ramp',
  patterns: [{ what: "a campaign's ramp (steps sent, next step)", key: 'pk CAMPAIGN#{id} sk RAMP' }],
};

/**
 * A campaign's ramp (send/ramp.ts): `ramped` false when it goes out at once. Else the job queues at most
 * `quota` recipients in all; step `step` was `lastStep` recipients; `nextAt` is when the next may start.
 */
const sendRampSchema = z.object({
  ramped: z.boolean(),
  step: z.number().int().min(0).catch(0),
  lastStep: z.number().int().min(0).catch(0),
  quota: z.number().int().min(0).catch(0),
  nextAt: z.string().optional().catch(undefined),
});
export type SendRamp = z.output<typeof sendRampSchema>;

export async function getSendRamp(store: Store, campaignId: string): Promise<SendRamp | undefined> {
  const item = await store.get(sendRampKeys.campaignSendRamp(campaignId));
  return item ? parseStored(sendRampKind.name, sendRampSchema, item) : undefined;
}

/** The campaign's ramp, decided once: a concurrent first decision wins and is answered. */
export async function createSendRamp(store: Store, campaignId: string, ramp: SendRamp): Promise<SendRamp> {
  const key = sendRampKeys.campaignSendRamp(campaignId);
  try {
    await store.put({ ...key, ...ramp }, 'absent');
    return ramp;
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return (await getSendRamp(store, campaignId)) ?? ramp;
  }
}

/** When the next step may start (the step it follows stays the same). */
export async function setRampNextAt(store: Store, campaignId: string, nextAt: string): Promise<void> {
  await store.update(sendRampKeys.campaignSendRamp(campaignId), { nextAt }, 'present');
}

/** The next step starts: on condition that step `from` is still the last (a repeated message does nothing). */
export async function advanceSendRamp(
  store: Store,
  campaignId: string,
  from: number,
  next: { lastStep: number; quota: number },
): Promise<boolean> {
  try {
    await store.transact([
      {
        kind: 'update',
        key: sendRampKeys.campaignSendRamp(campaignId),
        set: { step: from + 1, lastStep: next.lastStep, quota: next.quota, nextAt: undefined },
        condition: { attribute: 'step', equals: from },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
