import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { Store } from '../../ports/store';
import { listFlowEmailSnapshotRefs } from './flow-email-snapshot';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Which flow email a tracked-mail source is (issue 32, flow email clicks): a flow step's email sends its links
 * through the campaign click redirect under a source id of its own (lambdas/domain/flows/flow-link-source.ts,
 * one per flow, step and version), where a campaign's carries the campaign's id. Its tracked links, counters
 * and click logs are the campaign kinds' items under that id (items/campaign-links.ts, campaign-engagement.ts,
 * click-log.ts); this item, in the same partition, says which flow, step and version the source is and whose
 * (sub: the account), so a counted click also adds to that step's numbers (items/flow-stats.ts).
 */
export const flowMailSourceKeys = {
  flowMailSource: (sourceId: string) => ({ pk: `CAMPAIGN#${sourceId}`, sk: 'FLOWSOURCE' }),
} as const;

export const flowMailSourceKind: ItemKind = {
  name: 'flow-mail-source',
  patterns: [
    {
      what: 'the flow, step and version a flow email source id stands for',
      key: 'pk CAMPAIGN#{id} sk FLOWSOURCE',
    },
  ],
};

/** Every flow email source id starts so (a campaign's id is a UUID: hex digits and dashes, never this). */
export const FLOW_SOURCE_PREFIX = 'flowstep-';

/**
 * The source id of a flow step's email, one per (account, flow, step, version), so each step's links and
 * their counts are apart per content version (a version's snapshot never changes, nor its link list). A
 * hash, not the ids joined: step ids are free text up to 64 characters, and the click token's fields are
 * ids of at most 64 of [A-Za-z0-9_-] (links/signed-token.ts). 9 + 22 characters.
 */
export function flowSourceId(ref: { accountId: string; flowId: string; stepId: string; version: number }) {
  const digest = createHash('sha256')
    .update([ref.accountId, ref.flowId, ref.stepId, String(ref.version)].join('\n'))
    .digest('base64url');
  return FLOW_SOURCE_PREFIX + digest.slice(0, 22);
}

/** The partition of a source's items: its links, counters, click logs and this item (erased together). */
export const flowMailSourcePartition = (sourceId: string) => flowMailSourceKeys.flowMailSource(sourceId).pk;

const storedSchema = z.object({
  sub: z.string().min(1),
  flowId: z.string().min(1),
  stepId: z.string().min(1),
  version: z.number().int().min(1),
});
export type FlowMailSource = z.infer<typeof storedSchema>;

/** Writes the source (the same fields every time for one id, so a repeat changes nothing). */
export async function putFlowMailSource(
  store: Store,
  sourceId: string,
  source: FlowMailSource,
): Promise<void> {
  await store.put({ ...flowMailSourceKeys.flowMailSource(sourceId), ...source });
}

export async function getFlowMailSource(store: Store, sourceId: string): Promise<FlowMailSource | undefined> {
  const item = await store.get(flowMailSourceKeys.flowMailSource(sourceId));
  return item ? parseStored(flowMailSourceKind.name, storedSchema, item) : undefined;
}

/**
 * The source partitions of a flow (to erase them with the flow or the account): one per email step of each
 * version that went live, found through the steps' snapshots (a step sends only from its version's snapshot).
 */
export async function flowMailSourcePartitions(store: Store, accountId: string, flowId: string) {
  const refs = await listFlowEmailSnapshotRefs(store, accountId, flowId);
  return refs.map((r) => flowMailSourcePartition(flowSourceId({ accountId, flowId, ...r })));
}
