import type { FlowStats, FlowStepStats } from '../../../shared/contracts/flows';
import { getMany, type Item, type Store, type TransactWrite } from '../../ports/store';
import type { ItemKind } from './item-kind';

/**
 * A flow's numbers (issue 32): one counter item per flow, beside the flow in the account's flows partition.
 * Every counter is a number attribute added to atomically (ADD) in the same transaction as the write that
 * makes it true (the enrollment's creation, a step's mark), so the numbers never drift from the marks and
 * reading them is one GetItem per flow, whatever the people in it. Names: `entered`, `inFlow`,
 * `completed`, `exited:{reason}`, `emailsSent`, `clicks`, `conversions`, `revenueMinor`, `v:{version}`
 * (people in each version), `step:{stepId}:{waiting|sent|clicks}`, `step:{stepId}:skipped:{reason}`,
 * `step:{stepId}:held:{reason}`.
 */
export const flowStatsKeys = {
  flowStats: (accountId: string, flowId: string) => ({ pk: `FLOWS#${accountId}`, sk: `FLOWSTATS#${flowId}` }),
} as const;

export const flowStatsKind: ItemKind = {
  name: 'flow-stats',
  patterns: [{ what: "a flow's counters", key: 'pk FLOWS#{accountId} sk FLOWSTATS#{flowId}' }],
};

/** Counter name -> amount to add. */
export type StatsDelta = Record<string, number>;

/** Adds `delta` to the flow's counters (creating the item when absent); undefined when nothing changes. */
export function flowStatsWrite(
  accountId: string,
  flowId: string,
  delta: StatsDelta,
): TransactWrite | undefined {
  const add = Object.fromEntries(Object.entries(delta).filter(([, n]) => n !== 0));
  if (Object.keys(add).length === 0) return undefined;
  return { kind: 'update', key: flowStatsKeys.flowStats(accountId, flowId), set: {}, add };
}

export const deleteFlowStatsWrite = (accountId: string, flowId: string): TransactWrite => ({
  kind: 'delete',
  key: flowStatsKeys.flowStats(accountId, flowId),
});

/** The raw counters of each flow, in order ({} for a flow never counted): one batched read. */
export async function getFlowCounters(
  store: Store,
  accountId: string,
  flowIds: readonly string[],
): Promise<Record<string, number>[]> {
  const items = await getMany(
    store,
    flowIds.map((flowId) => flowStatsKeys.flowStats(accountId, flowId)),
  );
  return items.map(countersOf);
}

function countersOf(item: Item | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(item ?? {}))
    if (name !== 'pk' && name !== 'sk' && typeof value === 'number') out[name] = Math.max(0, value);
  return out;
}

/** The counters with a prefix ('exited:' -> { 'exit-event': 3 }). */
function withPrefix(counters: Record<string, number>, prefix: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(counters))
    if (name.startsWith(prefix) && n > 0) out[name.slice(prefix.length)] = n;
  return out;
}

export function flowStatsOf(c: Record<string, number>): FlowStats {
  return {
    inFlow: c.inFlow ?? 0,
    entered: c.entered ?? 0,
    completed: c.completed ?? 0,
    exited: withPrefix(c, 'exited:'),
    emailsSent: c.emailsSent ?? 0,
    clicks: c.clicks ?? 0,
    conversions: c.conversions ?? 0,
    revenueMinor: c.revenueMinor ?? 0,
  };
}

export function stepStatsOf(c: Record<string, number>, stepId: string): FlowStepStats {
  const p = `step:${stepId}:`;
  return {
    waiting: c[`${p}waiting`] ?? 0,
    sent: c[`${p}sent`] ?? 0,
    skipped: withPrefix(c, `${p}skipped:`),
    held: withPrefix(c, `${p}held:`),
    clicks: c[`${p}clicks`] ?? 0,
  };
}

/** People in each version still running (the versions with someone in them). */
export function versionsOf(c: Record<string, number>): { version: number; inFlow: number }[] {
  return Object.entries(withPrefix(c, 'v:'))
    .map(([version, inFlow]) => ({ version: Number(version), inFlow }))
    .filter((v) => Number.isInteger(v.version) && v.version >= 1)
    .sort((a, b) => a.version - b.version);
}
