import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * The once-per-account mark of the prebuilt flows (issue 32, POST /api/flows/prebuilt). Claimed by a
 * conditional put ('making', with the claim's time) before anything is made, and turned 'made' in the same
 * transaction that writes the draft flows, so two calls never both make them. A claim older than
 * PREBUILT_CLAIM_STALE_MS (its maker died) may be taken over, conditional on the old claim's time.
 */
export const flowPrebuiltKeys = {
  flowPrebuilt: (accountId: string) => ({ pk: `FLOWS#${accountId}`, sk: 'PREBUILT' }),
} as const;

export const flowPrebuiltKind: ItemKind = {
  name: 'flow-prebuilt',
  patterns: [{ what: 'whether the prebuilt flows were made', key: 'pk FLOWS#{accountId} sk PREBUILT' }],
};

export const PREBUILT_CLAIM_STALE_MS = 2 * 60_000;

const storedSchema = z.object({
  state: z.enum(['making', 'made']),
  claimedAt: z.string(),
  flowIds: z.array(z.string()).default([]),
});
export type FlowPrebuiltMark = z.infer<typeof storedSchema>;

export async function getFlowPrebuilt(
  store: Store,
  accountId: string,
): Promise<FlowPrebuiltMark | undefined> {
  const item = await store.get(flowPrebuiltKeys.flowPrebuilt(accountId));
  return item ? parseStored('flow-prebuilt', storedSchema, item) : undefined;
}

/** The claim: absent, or (taking over a stale claim) still the one read. */
export function claimFlowPrebuiltWrite(
  accountId: string,
  claimedAt: string,
  staleClaim?: string,
): TransactWrite {
  return {
    kind: 'put',
    item: { ...flowPrebuiltKeys.flowPrebuilt(accountId), state: 'making', claimedAt, flowIds: [] },
    condition: staleClaim === undefined ? 'absent' : { attribute: 'claimedAt', equals: staleClaim },
  };
}

/** 'made', in the transaction of the flows, only while the claim is still ours. */
export function madeFlowPrebuiltWrite(
  accountId: string,
  claimedAt: string,
  flowIds: string[],
): TransactWrite {
  return {
    kind: 'put',
    item: { ...flowPrebuiltKeys.flowPrebuilt(accountId), state: 'made', claimedAt, flowIds },
    condition: { attribute: 'claimedAt', equals: claimedAt },
  };
}

/** Gives a claim back (the flows could not be made: a later call may try again). */
export const releaseFlowPrebuiltWrite = (accountId: string, claimedAt: string): TransactWrite => ({
  kind: 'delete',
  key: flowPrebuiltKeys.flowPrebuilt(accountId),
  condition: { attribute: 'claimedAt', equals: claimedAt },
});
