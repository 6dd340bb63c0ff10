import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * A flow email step's copy of its project's document (issue 32), one item per (flow, version, step), written
 * when the version goes live (lambdas/domain/flows/snapshot-emails.ts): editing the project later does not
 * change what the live flow sends until the flow is saved again. An item of its own, not an attribute of
 * the version: a version holds up to 60 steps and a document may be ~100 KB, past DynamoDB's 400 KB item.
 */
export const flowEmailSnapshotKeys = {
  flowEmailSnapshot: (accountId: string, flowId: string, version: number, stepId: string) => ({
    pk: `FLOWS#${accountId}`,
    sk: `FLOWDOC#${flowId}#${String(version).padStart(6, '0')}#${stepId}`,
  }),
} as const;

export const flowEmailSnapshotKind: ItemKind = {
  name: 'flow-email-snapshot',
  patterns: [
    {
      what: "a flow email step's snapshot of its email, per version",
      key: 'pk FLOWS#{accountId} sk FLOWDOC#{flowId}#{version:6}#{stepId}',
    },
  ],
};

const storedSchema = z.object({ projectId: z.string(), documentJson: z.string(), snapshotAt: z.string() });
export type FlowEmailSnapshot = z.infer<typeof storedSchema>;

export interface NewFlowEmailSnapshot extends FlowEmailSnapshot {
  accountId: string;
  flowId: string;
  version: number;
  stepId: string;
}

/** The put of one step's snapshot (a version's snapshot is written again only by re-saving that version). */
export function flowEmailSnapshotWrite(input: NewFlowEmailSnapshot): TransactWrite {
  const { accountId, flowId, version, stepId, ...rest } = input;
  return {
    kind: 'put',
    item: { ...flowEmailSnapshotKeys.flowEmailSnapshot(accountId, flowId, version, stepId), ...rest },
  };
}

export async function getFlowEmailSnapshot(
  store: Store,
  ref: { accountId: string; flowId: string; version: number; stepId: string },
): Promise<FlowEmailSnapshot | undefined> {
  const item = await store.get(
    flowEmailSnapshotKeys.flowEmailSnapshot(ref.accountId, ref.flowId, ref.version, ref.stepId),
  );
  return item ? parseStored('flow-email-snapshot', storedSchema, item) : undefined;
}

/** Every snapshot of a flow, all versions (to erase them with it). */
export async function listFlowEmailSnapshotKeys(store: Store, accountId: string, flowId: string) {
  const { pk } = flowEmailSnapshotKeys.flowEmailSnapshot(accountId, flowId, 1, '');
  const items = await store.query({ partition: pk, beginsWith: `FLOWDOC#${flowId}#` });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/** The (version, step) of every snapshot of a flow: the flow emails it ever sent live (items/flow-mail-source.ts). */
export async function listFlowEmailSnapshotRefs(store: Store, accountId: string, flowId: string) {
  const prefix = `FLOWDOC#${flowId}#`;
  return (await listFlowEmailSnapshotKeys(store, accountId, flowId)).map(({ sk }) => {
    const [version, ...step] = sk.slice(prefix.length).split('#');
    return { version: Number(version), stepId: step.join('#') };
  });
}

/** Erases every snapshot of a flow (the flow deleted). */
export async function deleteFlowEmailSnapshots(
  store: Store,
  accountId: string,
  flowId: string,
): Promise<void> {
  for (const key of await listFlowEmailSnapshotKeys(store, accountId, flowId)) await store.delete(key);
}
