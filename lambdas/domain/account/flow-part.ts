import { getIndexedKeys, isSharedTriggerPartition } from '../items/flow-trigger';
import type { Store } from '../../ports/store';
import { flowKeys, listFlows } from '../items/flow';
import { flowContactMailPartition } from '../items/flow-contact-mail';
import { flowEnrollmentPartition } from '../items/flow-enrollment';
import { flowMailSourcePartitions } from '../items/flow-mail-source';
import { flowWaitPartitions } from './flow-wait-partitions';

/**
 * The partitions an account's automations use (issue 32), in the order to erase them: each flow's
 * enrollments (found through the flows), the smart-sending slots, then the flows partition itself. First
 * each flow email's click items (links, counters, click logs: found through the flows' email snapshots).
 */
export async function flowPartitions(store: Store, accountId: string): Promise<string[]> {
  const flows = await listFlows(store, accountId);
  // The trigger index's partitions (one per event name listened for), found through each flow's registry.
  const indexed = await Promise.all(flows.map((f) => getIndexedKeys(store, accountId, f.flowId)));
  // (The shared date partition is not the account's: its stale entries are dropped by the date sweep.)
  const triggerPartitions = [...new Set(indexed.flat().map((key) => key.pk))].filter(
    (pk) => !isSharedTriggerPartition(pk),
  );
  const sources = await Promise.all(flows.map((f) => flowMailSourcePartitions(store, accountId, f.flowId)));
  return [
    ...sources.flat(),
    ...flows.map((f) => flowEnrollmentPartition(accountId, f.flowId)),
    ...triggerPartitions,
    ...(await flowWaitPartitions(store, accountId, flows)),
    flowContactMailPartition(accountId),
    flowKeys.flowsPartition(accountId),
  ];
}
