import * as z from 'zod';
import type { Store } from '../../ports/store';
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
