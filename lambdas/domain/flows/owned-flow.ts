import { flowParamsSchema } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import { getFlow, type FlowRecord } from '../items/flow';
import { flowNotFound } from './flow-errors';

const FLOW_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The caller's flow, or 404: another account's id is simply not in the caller's partition. */
export async function ownedFlow(store: Store, accountId: string, flowId: string): Promise<FlowRecord> {
  if (!flowParamsSchema.shape.flowId.safeParse(flowId).success || !FLOW_ID.test(flowId)) throw flowNotFound();
  const flow = await getFlow(store, accountId, flowId);
  if (!flow) throw flowNotFound();
  return flow;
}
