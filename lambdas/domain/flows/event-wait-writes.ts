import type { FlowStep } from '../../../shared/contracts/flows';
import type { TransactWrite } from '../../ports/store';
import type { EnrollmentRecord } from '../items/flow-enrollment';
import { eventWaitDeleteWrite, eventWaitPutWrite } from '../items/flow-event-wait';
import { findStep } from './step-tree';

/**
 * The waiting index's writes of one step (issue 32), in the step's own transaction: the wait's entry put
 * when the enrollment starts waiting for an event, deleted when it stops (the event happened, the timeout,
 * or it ended there). Nothing for any other step.
 */
export function eventWaitWrites(
  steps: FlowStep[],
  e: EnrollmentRecord,
  next: EnrollmentRecord,
): TransactWrite[] {
  const ref = {
    accountId: e.accountId,
    contactId: e.contactId,
    flowId: e.flowId,
    enrollmentId: e.enrollmentId,
  };
  const writes: TransactWrite[] = [];
  if (e.waitEvent && e.waitEvent.stepId !== next.waitEvent?.stepId)
    writes.push(eventWaitDeleteWrite({ ...ref, eventName: e.waitEvent.eventName }));
  const wait = next.waitEvent;
  if (wait && wait.stepId !== e.waitEvent?.stepId) {
    const step = findStep(steps, wait.stepId);
    const filters = step?.type === 'wait-for-event' ? step.filters : [];
    writes.push(
      eventWaitPutWrite({
        ...ref,
        eventName: wait.eventName,
        seq: next.seq,
        timeoutAt: wait.timeoutAt,
        filters,
      }),
    );
  }
  return writes;
}
