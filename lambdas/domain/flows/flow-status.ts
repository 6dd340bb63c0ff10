import type { FlowDetailResponse, FlowStatusBody } from '../../../shared/contracts/flows';
import { flowMessages } from '../../../shared/contracts/flows';
import type { Clock } from '../../ports/clock';
import type { Queue } from '../../ports/queue';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { flowWrite, type FlowRecord } from '../items/flow';
import { newFlowVersionWrite } from '../items/flow-version';
import { flowGoLiveProblems } from './flow-checks';
import { flowVersionConflict, flowWrongStatus } from './flow-errors';
import { flowDetail } from './flow-views';
import { ownedFlow } from './owned-flow';
import { redateOverdue } from './resume-flow';
import { snapshotFlowEmails } from './snapshot-emails';
import { startTriggerBackfill } from './triggers/backfill';
import { indexFlowTriggers } from './triggers/trigger-index';

export type StatusOutcome = { detail: FlowDetailResponse } | { problems: string[] };

/**
 * POST /api/flows/{flowId}/status (issue 32): draft -> live, live <-> paused, any -> archived (final). Going
 * live runs the campaign checks on the flow's emails (the problems come back, nothing changes); the first
 * time, the version is written as its own item (the one enrollments run on). Resume re-dates the steps that
 * fell due while paused to now (resume-flow.ts). A yearly-date or win-back flow going live or resumed
 * queues its backfill from the contacts' stored dates and events. The same status again changes nothing.
 */
export async function setFlowStatus(
  ports: { store: Store; clock: Clock; queue: Queue },
  identity: { accountId: string; emailVerified: boolean },
  flowId: string,
  to: FlowStatusBody['status'],
): Promise<StatusOutcome> {
  const { store } = ports;
  const flow = await ownedFlow(store, identity.accountId, flowId);
  if (flow.status === to) return { detail: await flowDetail(store, flow) };
  if (flow.status === 'archived') throw flowWrongStatus(flowMessages.archived);
  if (to === 'live') {
    const problems = await flowGoLiveProblems(store, identity, flow.definition);
    if (problems.length > 0) return { problems };
  }
  const at = ports.clock.now().toISOString();
  const wentLive = flow.wentLive || to === 'live';
  // liveAt in the same write that makes it live: a trigger from before it enters nobody (triggers/live-since.ts).
  const next: FlowRecord = {
    ...flow,
    status: to,
    wentLive,
    updatedAt: at,
    ...(to === 'live' && { liveAt: at }),
  };
  const writes: TransactWrite[] = [flowWrite(next, { version: flow.version, updatedAt: flow.updatedAt })];
  if (to === 'live' && !flow.wentLive) {
    // The emails as they are now are what this version sends (snapshot-emails.ts), before anyone can enter.
    await snapshotFlowEmails(store, flow.accountId, flowId, flow.version, flow.definition, at);
    writes.push(newFlowVersionWrite(flow.accountId, flowId, flow.version, flow.definition, at));
  }
  try {
    await store.transact(writes);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw flowVersionConflict();
    throw error;
  }
  // Live flows listen for their trigger and exit events; paused and archived ones no longer do.
  await indexFlowTriggers(store, flow.accountId, next);
  if (to === 'live' && flow.status === 'paused') await redateOverdue(ports, flow);
  // A date or win-back flow going live (or resumed) counts from history too: triggers/backfill.ts.
  if (to === 'live') await startTriggerBackfill(ports.queue, next);
  return { detail: await flowDetail(store, next) };
}
