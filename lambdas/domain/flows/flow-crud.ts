import type { CreateFlowBody, FlowDetailResponse, FlowListResponse } from '../../../shared/contracts/flows';
import { flowMessages } from '../../../shared/contracts/flows';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { deleteFlowWrite, flowKeys, flowWrite, listFlows, type FlowRecord } from '../items/flow';
import { flowEnrollmentPartition } from '../items/flow-enrollment';
import { deleteFlowStatsWrite } from '../items/flow-stats';
import { flowVersionPrefix } from '../items/flow-version';
import { erasePartition, type Budget } from '../items/partition';
import { deleteFlowEmailSnapshots } from '../items/flow-email-snapshot';
import { flowWrongStatus } from './flow-errors';
import { eraseFlowMailSources } from './flow-link-source';
import { unindexFlowTriggers } from './triggers/trigger-index';
import { flowDetail, flowSummaries } from './flow-views';
import { ownedFlow } from './owned-flow';

/** GET /api/flows: the account's flows, newest change first, each with its numbers. */
export async function listFlowsView(store: Store, accountId: string): Promise<FlowListResponse> {
  const flows = (await listFlows(store, accountId)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { flows: await flowSummaries(store, flows) };
}

/** POST /api/flows: a new draft, version 1 (no version item until it first goes live). */
export async function createFlow(
  ports: { store: Store; clock: Clock },
  accountId: string,
  body: CreateFlowBody,
): Promise<FlowDetailResponse> {
  const at = ports.clock.now().toISOString();
  const flow: FlowRecord = {
    accountId,
    flowId: globalThis.crypto.randomUUID(),
    name: body.name,
    status: 'draft',
    version: 1,
    wentLive: false,
    definition: body.definition,
    createdAt: at,
    updatedAt: at,
  };
  await ports.store.transact([flowWrite(flow)]);
  return flowDetail(ports.store, flow);
}

export async function getFlowView(store: Store, accountId: string, flowId: string) {
  return flowDetail(store, await ownedFlow(store, accountId, flowId));
}

const busy = () =>
  new DomainError(
    'unavailable',
    'flow_delete_unfinished',
    'Deleting this flow took too long. Please try again.',
  );

/**
 * DELETE /api/flows/{flowId}: a draft or archived flow, with its enrollments and marks, versions and
 * counters. The head item goes last, so a delete cut short by its time budget is finished by the next call.
 */
export async function deleteFlow(store: Store, accountId: string, flowId: string, budget: Budget) {
  const flow = await ownedFlow(store, accountId, flowId);
  if (flow.status !== 'draft' && flow.status !== 'archived') throw flowWrongStatus(flowMessages.deleteLive);
  const partition = flowKeys.flowsPartition(accountId);
  const done =
    (await erasePartition(store, flowEnrollmentPartition(accountId, flowId), budget, busy)) &&
    (await erasePartition(store, partition, budget, busy, flowVersionPrefix(flowId))) &&
    (await eraseFlowMailSources(store, accountId, flowId, budget, busy));
  if (!done) throw busy();
  await unindexFlowTriggers(store, accountId, flowId);
  await deleteFlowEmailSnapshots(store, accountId, flowId);
  await store.transact([deleteFlowWrite(accountId, flowId), deleteFlowStatsWrite(accountId, flowId)]);
}
