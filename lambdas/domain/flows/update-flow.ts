import type { FlowDetailResponse, UpdateFlowBody } from '../../../shared/contracts/flows';
import { flowMessages } from '../../../shared/contracts/flows';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { flowWrite, type FlowRecord } from '../items/flow';
import { newFlowVersionWrite } from '../items/flow-version';
import { flowVersionConflict, flowWrongStatus } from './flow-errors';
import { flowDetail } from './flow-views';
import { ownedFlow } from './owned-flow';
import { applyMoves, checkMoves } from './step-moves';

import { snapshotFlowEmails } from './snapshot-emails';
import { indexFlowTriggers } from './triggers/trigger-index';
/**
 * PUT /api/flows/{flowId}: the name and definition over `expectedVersion` (409 when someone saved since).
 * Every save is the next version; once the flow has been live that version is also its own item, so the
 * people already in the flow finish on the version they entered with, and only the people waiting at a
 * removed step move (`moves`: to a step of the new version, or out).
 */
export async function updateFlow(
  ports: { store: Store; clock: Clock },
  accountId: string,
  flowId: string,
  body: UpdateFlowBody,
): Promise<FlowDetailResponse> {
  const flow = await ownedFlow(ports.store, accountId, flowId);
  if (flow.status === 'archived') throw flowWrongStatus(flowMessages.archived);
  if (body.expectedVersion !== flow.version) throw flowVersionConflict();
  const moves = checkMoves(flow.definition, body.definition, body.moves);
  const at = ports.clock.now().toISOString();
  const next: FlowRecord = {
    ...flow,
    name: body.name,
    definition: body.definition,
    version: flow.version + 1,
    updatedAt: at,
  };
  const writes: TransactWrite[] = [flowWrite(next, { version: flow.version, updatedAt: flow.updatedAt })];
  if (flow.wentLive) {
    // The new version's emails as they are now (snapshot-emails.ts), before anyone enters on it.
    await snapshotFlowEmails(ports.store, accountId, flowId, next.version, next.definition, at);
    writes.push(newFlowVersionWrite(accountId, flowId, next.version, next.definition, at));
  }
  try {
    await ports.store.transact(writes);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw flowVersionConflict();
    throw error;
  }
  if (flow.wentLive) await applyMoves(ports, flow, next.version, moves);
  // A live flow's new trigger, exit events and version are what the trigger index enrolls with.
  await indexFlowTriggers(ports.store, accountId, next);
  return flowDetail(ports.store, next);
}
