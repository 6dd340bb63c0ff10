import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store } from '../../../ports/store';
import {
  advanceEnrollmentWrite,
  contactEnrollments,
  getEnrollment,
  type EnrollmentRecord,
} from '../../items/flow-enrollment';

export const EXIT_EVENT_REASON = 'exit-event';

const active = (e: EnrollmentRecord) => e.stepId !== null && !e.endedBy;

function ended(e: EnrollmentRecord, now: Date): EnrollmentRecord {
  const { waitEvent: _w, held: _h, dueAt: _d, ...rest } = e;
  return { ...rest, seq: e.seq + 1, stepId: null, endedBy: EXIT_EVENT_REASON, endedAt: now.toISOString() };
}

/** Ends one enrollment, unless a step moved it meanwhile (then re-read and try again, a few times). */
async function endOne(store: Store, e: EnrollmentRecord, now: Date): Promise<boolean> {
  let current: EnrollmentRecord | undefined = e;
  for (let attempt = 0; attempt < 3 && current && active(current); attempt += 1) {
    try {
      await store.transact([advanceEnrollmentWrite(ended(current, now), current.seq)]);
      return true;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      current = await getEnrollment(store, e.accountId, e.flowId, e.enrollmentId);
    }
  }
  return false;
}

/**
 * An exit event (issue 32): ends the contact's active enrollments in these flows at once (endedBy
 * 'exit-event'). One Query of the contact's enrollments (newest 50), then one conditional write each:
 * a step that runs at the same moment either ran first (then the exit ends the moved enrollment) or
 * finds the enrollment ended.
 */
export async function exitOnEvent(
  store: Store,
  clock: Clock,
  accountId: string,
  contactId: string,
  flowIds: readonly string[],
): Promise<number> {
  if (flowIds.length === 0) return 0;
  const wanted = new Set(flowIds);
  const now = clock.now();
  const enrollments = await contactEnrollments(store, accountId, contactId);
  let count = 0;
  for (const e of enrollments.filter((x) => wanted.has(x.flowId) && active(x)))
    if (await endOne(store, e, now)) count += 1;
  return count;
}
