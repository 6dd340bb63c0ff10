import type { Store } from '../../ports/store';
import { flowKeys, listFlows } from '../items/flow';
import { flowContactMailPartition } from '../items/flow-contact-mail';
import { flowEnrollmentPartition } from '../items/flow-enrollment';

/**
 * The partitions an account's automations use (issue 32), in the order to erase them: each flow's
 * enrollments (found through the flows), the smart-sending slots, then the flows partition itself.
 */
export async function flowPartitions(store: Store, accountId: string): Promise<string[]> {
  const flows = await listFlows(store, accountId);
  return [
    ...flows.map((f) => flowEnrollmentPartition(accountId, f.flowId)),
    flowContactMailPartition(accountId),
    flowKeys.flowsPartition(accountId),
  ];
}
