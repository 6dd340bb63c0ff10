import type { Reentry } from '../../../shared/contracts/flows';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { newEnrollmentWrite, type EnrollmentRecord } from '../items/flow-enrollment';
import { flowEntryWrite, getLastEntryMs } from '../items/flow-entry';
import { flowStatsWrite } from '../items/flow-stats';
import { statsDelta } from './stats-delta';
import { transactRetryingConflicts } from './transact-retry';

export interface EnrollInput {
  accountId: string;
  flowId: string;
  version: number;
  reentry: Reentry;
  /** The first step of the version (undefined: a flow without steps, ended at once). */
  firstStepId: string | undefined;
  contactId: string;
  /** The trigger's own id (the event id, the subscription): a redelivery of it never enrolls twice. */
  entryId: string;
}

export type EnrollOutcome =
  { enrolled: true; enrollment: EnrollmentRecord } | { enrolled: false; reason: 'duplicate' | 'reentry' };

/** The enrollment id of a (contact, entry): the item's own key, so a redelivered trigger finds it taken. */
export const enrollmentIdOf = (contactId: string, entryId: string) => `${contactId}#${entryId}`;

/**
 * Puts a contact into a flow (issue 32): one transaction of the enrollment ('absent': a redelivered trigger
 * fails here) and the re-entry guard (its condition is the flow's rule). The first step is due at once:
 * the next sweep (or the trigger's own hand-off) runs it.
 */
export async function enroll(store: Store, clock: Clock, input: EnrollInput): Promise<EnrollOutcome> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const enrollmentId = enrollmentIdOf(input.contactId, input.entryId);
  const enrollment: EnrollmentRecord = {
    accountId: input.accountId,
    flowId: input.flowId,
    enrollmentId,
    contactId: input.contactId,
    version: input.version,
    enteredAt: nowIso,
    stepId: input.firstStepId ?? null,
    seq: 0,
    ...(input.firstStepId ? { dueAt: nowIso } : { endedBy: 'completed', endedAt: nowIso }),
  };
  // Only 'after-days' needs the last entry's time; 'once' and 'every-time' write their guard unread.
  const lastMs =
    input.reentry.mode === 'after-days'
      ? await getLastEntryMs(store, input.accountId, input.flowId, input.contactId)
      : undefined;
  const guard = flowEntryWrite(input, input.reentry, now.getTime(), lastMs);
  try {
    const counters = flowStatsWrite(input.accountId, input.flowId, statsDelta(null, enrollment));
    await transactRetryingConflicts(store, [
      newEnrollmentWrite(enrollment),
      guard,
      ...(counters ? [counters] : []),
    ]);
    return { enrolled: true, enrollment };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return { enrolled: false, reason: error.failedIndex === 0 ? 'duplicate' : 'reentry' };
  }
}
