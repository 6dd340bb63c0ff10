import type { FlowDetailResponse, FlowSummary } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import type { FlowRecord } from '../items/flow';
import { flowStatsOf, getFlowCounters, stepStatsOf, versionsOf } from '../items/flow-stats';
import { allSteps } from './step-tree';

function flowOf(f: FlowRecord) {
  return {
    flowId: f.flowId,
    name: f.name,
    status: f.status,
    ...(f.emailType ? { emailType: f.emailType } : {}),
    version: f.version,
    definition: f.definition,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  };
}

/** The list's flows with their numbers: one batched read of the counter items, whoever is in the flows. */
export async function flowSummaries(store: Store, flows: FlowRecord[]): Promise<FlowSummary[]> {
  if (flows.length === 0) return [];
  const accountId = flows[0]!.accountId;
  const counters = await getFlowCounters(
    store,
    accountId,
    flows.map((f) => f.flowId),
  );
  return flows.map((f, i) => ({ ...flowOf(f), stats: flowStatsOf(counters[i] ?? {}) }));
}

/** One flow with each step's numbers (every step of the newest version) and the people in each version. */
export async function flowDetail(store: Store, flow: FlowRecord): Promise<FlowDetailResponse> {
  const [counters = {}] = await getFlowCounters(store, flow.accountId, [flow.flowId]);
  const stepStats = Object.fromEntries(
    allSteps(flow.definition.steps).map((step) => [step.id, stepStatsOf(counters, step.id)]),
  );
  return { ...flowOf(flow), stats: flowStatsOf(counters), stepStats, versions: versionsOf(counters) };
}
