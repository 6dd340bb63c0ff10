import type { Store } from '../../ports/store';
import { flowEnrollmentsPage, type EnrollmentRecord } from '../items/flow-enrollment';

/**
 * Calls `each` on every enrollment of a flow still running, a page (200) at a time: an edit's moves and a
 * resume touch the people in the flow, so their cost is the flow's enrollments, read once.
 */
export async function forEachActiveEnrollment(
  store: Store,
  accountId: string,
  flowId: string,
  each: (e: EnrollmentRecord) => Promise<void>,
): Promise<void> {
  let startKey: Parameters<typeof flowEnrollmentsPage>[3];
  do {
    const page = await flowEnrollmentsPage(store, accountId, flowId, startKey);
    for (const e of page.enrollments) if (e.stepId !== null && !e.endedBy) await each(e);
    startKey = page.next;
  } while (startKey);
}
