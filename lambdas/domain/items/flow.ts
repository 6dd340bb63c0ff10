import * as z from 'zod';
import {
  flowDefinitionSchema,
  flowStatusSchema,
  type FlowDefinition,
  type FlowStatus,
} from '../../../shared/contracts/flows';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/**
 * Automations (issue 32): a flow's head item, in the account's flows partition. It holds the newest version's
 * definition; every version an enrollment may run on is kept as its own item (flow-version.ts). `version`
 * is bumped by an edit once the flow has been live (`wentLive`), so people already in it keep theirs.
 */
export const flowKeys = {
  flow: (accountId: string, flowId: string) => ({ pk: `FLOWS#${accountId}`, sk: `FLOW#${flowId}` }),
  flowsPartition: (accountId: string) => `FLOWS#${accountId}`,
  flowPrefix: 'FLOW#',
} as const;

export const flowKind: ItemKind = {
  name: 'flow',
  patterns: [{ what: 'flows of an account', key: 'pk FLOWS#{accountId} sk FLOW#{flowId}' }],
};

export interface FlowRecord {
  accountId: string;
  flowId: string;
  name: string;
  status: FlowStatus;
  version: number;
  /** Set once the flow first went live: from then on an edit makes a new version. */
  wentLive: boolean;
  /** When it last went live (draft -> live, or a resume): a trigger before it enters nobody. */
  liveAt?: string | undefined;
  emailType?: string;
  definition: FlowDefinition;
  createdAt: string;
  updatedAt: string;
}

const storedSchema = z.object({
  accountId: z.string().min(1),
  flowId: z.string().min(1),
  name: z.string(),
  status: flowStatusSchema,
  version: z.number().int().min(1),
  wentLive: z.boolean().default(false),
  liveAt: z.string().optional(),
  emailType: z.string().optional(),
  definition: z.string().transform((text) => flowDefinitionSchema.parse(JSON.parse(text))),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const parseFlow = (item: Item): FlowRecord => parseStored('flow', storedSchema, item);

export function flowItem(flow: FlowRecord): Item {
  const { definition, emailType, liveAt, ...rest } = flow;
  return {
    ...flowKeys.flow(flow.accountId, flow.flowId),
    ...rest,
    ...(emailType ? { emailType } : {}),
    ...(liveAt ? { liveAt } : {}),
    definition: JSON.stringify(definition),
  };
}

/** A new flow (absent: a flow id is never reused), or the next state of one still at `expectedVersion`. */
export function flowWrite(
  flow: FlowRecord,
  expected?: { version: number; updatedAt: string },
): TransactWrite {
  if (!expected) return { kind: 'put', item: flowItem(flow), condition: 'absent' };
  return {
    kind: 'put',
    item: flowItem(flow),
    condition: { attribute: 'updatedAt', equals: expected.updatedAt },
  };
}

export async function getFlow(
  store: Store,
  accountId: string,
  flowId: string,
): Promise<FlowRecord | undefined> {
  const item = await store.get(flowKeys.flow(accountId, flowId));
  return item ? parseFlow(item) : undefined;
}

export async function listFlows(store: Store, accountId: string): Promise<FlowRecord[]> {
  const items = await store.query({
    partition: flowKeys.flowsPartition(accountId),
    beginsWith: flowKeys.flowPrefix,
  });
  return items.map(parseFlow);
}

export const deleteFlowWrite = (accountId: string, flowId: string): TransactWrite => ({
  kind: 'delete',
  key: flowKeys.flow(accountId, flowId),
});
