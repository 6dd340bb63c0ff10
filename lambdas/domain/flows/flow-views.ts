import type { FlowDetailResponse, FlowSummary } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import type { FlowRecord } from '../items/flow';
import { flowStatsOf, getFlowCounters, stepStatsOf, versionsOf } from '../items/flow-stats';
import { triggerEventName } from '../../../shared/automations/needs-data';
import { flowNeedsData } from './needs-data';
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
  const needs = await needsDataByFlow(store, accountId, flows);
  return flows.map((f, i) => ({ ...flowOf(f), stats: flowStatsOf(counters[i] ?? {}), ...needs(f) }));
}

/** One flow with each step's numbers (every step of the newest version) and the people in each version. */
export async function flowDetail(store: Store, flow: FlowRecord): Promise<FlowDetailResponse> {
  const [counters = {}] = await getFlowCounters(store, flow.accountId, [flow.flowId]);
  const stepStats = Object.fromEntries(
    allSteps(flow.definition.steps).map((step) => [step.id, stepStatsOf(counters, step.id)]),
  );
  const needs = await needsDataByFlow(store, flow.accountId, [flow]);
  return {
    ...flowOf(flow),
    stats: flowStatsOf(counters),
    stepStats,
    versions: versionsOf(counters),
    ...needs(flow),
  };
}

/**
 * The "needs data" words of flows not yet archived (needs-data.ts): one look per distinct trigger event name,
 * not per flow, so a list of prebuilt flows costs a few queries whatever its length.
 */
async function needsDataByFlow(store: Store, accountId: string, flows: FlowRecord[]) {
  const open = flows.filter((f) => f.status !== 'archived');
  const byName = new Map<string, FlowRecord>();
  for (const f of open) {
    const name = triggerEventName(f.definition.trigger);
    if (name && !byName.has(name)) byName.set(name, f);
  }
  const words = new Map(
    await Promise.all(
      [...byName].map(
        async ([name, f]) => [name, await flowNeedsData(store, accountId, f.definition)] as const,
      ),
    ),
  );
  return (f: FlowRecord): { needsData?: string } => {
    const name = f.status === 'archived' ? undefined : triggerEventName(f.definition.trigger);
    const text = name ? words.get(name) : undefined;
    return text ? { needsData: text } : {};
  };
}
