import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { advanceEnrollmentWrite } from '../items/flow-enrollment';
import { forEachActiveEnrollment } from './enrollment-pages';

/**
 * On resume (issue 32), each enrollment whose step fell due while the flow was paused is due now: the
 * worker did nothing for it then (the reducer's 'paused'), and the sweep has moved past its old due time.
 * Only its due time changes, so it takes that one overdue step now; the steps after it are timed from
 * when it runs (a wait counts from now), never a burst of everything missed while paused. Its seq is
 * unchanged and the write conditional on it: a step that ran meanwhile wins. Returns how many re-dated.
 */
export async function redateOverdue(
  ports: { store: Store; clock: Clock },
  flow: { accountId: string; flowId: string },
): Promise<number> {
  const now = ports.clock.now();
  const nowIso = now.toISOString();
  let redated = 0;
  await forEachActiveEnrollment(ports.store, flow.accountId, flow.flowId, async (e) => {
    if (!e.dueAt || Date.parse(e.dueAt) > now.getTime()) return;
    try {
      await ports.store.transact([advanceEnrollmentWrite({ ...e, dueAt: nowIso }, e.seq)]);
      redated += 1;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
  });
  return redated;
}
