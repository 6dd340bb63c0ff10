import type { FlowDefinition, FlowStep } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import type { FlowRecord } from '../items/flow';
import { waitPartition } from '../items/flow-event-wait';
import { getFlowVersion } from '../items/flow-version';

/** The event names a definition's wait-for-event steps wait for, in every branch. */
function waitedNames(steps: FlowStep[], into: Set<string>): void {
  for (const step of steps) {
    if (step.type === 'wait-for-event') {
      into.add(step.eventName);
      waitedNames(step.happened, into);
      waitedNames(step.timedOut, into);
    }
    if (step.type === 'condition') {
      waitedNames(step.yes, into);
      waitedNames(step.no, into);
    }
  }
}

/**
 * The waiting index's partitions of an account (items/flow-event-wait.ts, one per event name waited for),
 * found through every version of every flow: people may still wait on an older version's step.
 */
export async function flowWaitPartitions(
  store: Store,
  accountId: string,
  flows: readonly FlowRecord[],
): Promise<string[]> {
  const names = new Set<string>();
  for (const flow of flows) {
    const older = Array.from({ length: flow.version - 1 }, (_, i) => i + 1);
    const versions = await Promise.all(older.map((v) => getFlowVersion(store, accountId, flow.flowId, v)));
    for (const definition of [flow.definition, ...versions])
      if (definition) waitedNames((definition as FlowDefinition).steps, names);
  }
  return [...names].map((name) => waitPartition(accountId, name));
}
