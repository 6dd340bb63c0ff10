import type { Store } from '../../../ports/store';
import type { FlowRecord } from '../../items/flow';
import {
  flowTriggerKeys,
  getIndexedKeys,
  reindexWrites,
  type IndexKey,
  type TriggerEntry,
} from '../../items/flow-trigger';

/**
 * Where a flow listens (issue 32): nowhere unless LIVE; else its trigger (an event name, or the account's
 * contact changes for subscribed and tag added) and each of its exit events. A no-event (win-back) flow
 * listens on its event name as 'idle' (each event moves the contact's timer); a date-property flow has an
 * entry in the shared date partition the date sweep reads.
 */
export function listenEntries(accountId: string, flow: FlowRecord): { key: IndexKey; entry: TriggerEntry }[] {
  if (flow.status !== 'live') return [];
  const { trigger, reentry, steps, exitEvents } = flow.definition;
  const { flowId, version, liveAt } = flow;
  const base = { flowId, version, firstStepId: steps[0]?.id, reentry, trigger, ...(liveAt && { liveAt }) };
  const out: { key: IndexKey; entry: TriggerEntry }[] = [];
  if (trigger.type === 'event')
    out.push({
      key: flowTriggerKeys.triggerEventEntry(accountId, trigger.eventName, 'enter', flow.flowId),
      entry: { ...base, role: 'enter' },
    });
  if (trigger.type === 'subscribed' || trigger.type === 'tag-added')
    out.push({
      key: flowTriggerKeys.triggerContactEntry(accountId, flow.flowId),
      entry: { ...base, role: 'enter' },
    });
  if (trigger.type === 'no-event')
    out.push({
      key: flowTriggerKeys.triggerEventEntry(accountId, trigger.eventName, 'idle', flow.flowId),
      entry: { ...base, role: 'idle' },
    });
  if (trigger.type === 'date-property')
    out.push({
      key: flowTriggerKeys.triggerDateEntry(accountId, flow.flowId),
      entry: { ...base, accountId, role: 'enter' },
    });
  for (const name of new Set(exitEvents))
    out.push({
      key: flowTriggerKeys.triggerEventEntry(accountId, name, 'exit', flow.flowId),
      entry: { ...base, role: 'exit' },
    });
  return out;
}

/**
 * Makes the trigger index follow a flow's status and definition: call it after every write of a flow's
 * status or definition (going live, pause, archive, an edit). One read of where it was indexed, then one
 * transaction (stale entries deleted, current ones put).
 */
export async function indexFlowTriggers(store: Store, accountId: string, flow: FlowRecord): Promise<void> {
  const indexed = await getIndexedKeys(store, accountId, flow.flowId);
  const entries = listenEntries(accountId, flow);
  if (indexed.length === 0 && entries.length === 0) return;
  await store.transact(reindexWrites(accountId, flow.flowId, indexed, entries));
}

/** Removes a flow from the trigger index (a deleted flow). */
export async function unindexFlowTriggers(store: Store, accountId: string, flowId: string): Promise<void> {
  const indexed = await getIndexedKeys(store, accountId, flowId);
  if (indexed.length === 0) return;
  await store.transact(reindexWrites(accountId, flowId, indexed, []));
}
