import * as z from 'zod';
import { flowDefinitionSchema, type FlowDefinition } from '../../../shared/contracts/flows';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * One version of a flow's definition (issue 32): written when a draft is first made live and at each edit
 * of a flow that has been live; never changed after an enrollment entered on it, so people already in
 * the flow finish on the version they entered with.
 */
export const flowVersionKeys = {
  flowVersion: (accountId: string, flowId: string, version: number) => ({
    pk: `FLOWS#${accountId}`,
    sk: `FLOWVER#${flowId}#${String(version).padStart(6, '0')}`,
  }),
} as const;

export const flowVersionKind: ItemKind = {
  name: 'flow-version',
  patterns: [
    { what: 'versions of a flow, oldest first', key: 'pk FLOWS#{accountId} sk FLOWVER#{flowId}#{version:6}' },
  ],
};

const storedSchema = z.object({
  version: z.number().int().min(1),
  definition: z.string().transform((text) => flowDefinitionSchema.parse(JSON.parse(text))),
  createdAt: z.string(),
});

export function flowVersionWrite(
  accountId: string,
  flowId: string,
  version: number,
  definition: FlowDefinition,
  createdAt: string,
): TransactWrite {
  return {
    kind: 'put',
    item: {
      ...flowVersionKeys.flowVersion(accountId, flowId, version),
      version,
      definition: JSON.stringify(definition),
      createdAt,
    },
  };
}

export async function getFlowVersion(
  store: Store,
  accountId: string,
  flowId: string,
  version: number,
): Promise<FlowDefinition | undefined> {
  const item = await store.get(flowVersionKeys.flowVersion(accountId, flowId, version));
  return item ? parseStored('flow-version', storedSchema, item).definition : undefined;
}

/** The versions of a flow (to erase them with it). */
export async function listFlowVersionKeys(store: Store, accountId: string, flowId: string) {
  const { pk } = flowVersionKeys.flowVersion(accountId, flowId, 1);
  const items = await store.query({ partition: pk, beginsWith: `FLOWVER#${flowId}#` });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/** The version's first write: 'absent', so a version people entered on is never overwritten. */
export function newFlowVersionWrite(
  accountId: string,
  flowId: string,
  version: number,
  definition: FlowDefinition,
  createdAt: string,
): TransactWrite {
  const write = flowVersionWrite(accountId, flowId, version, definition, createdAt);
  return write.kind === 'put' ? { ...write, condition: 'absent' } : write;
}

/** The sort key prefix of a flow's versions (to erase them with it). */
export const flowVersionPrefix = (flowId: string) => `FLOWVER#${flowId}#`;
