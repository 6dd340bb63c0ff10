import type { EnrollmentRecord } from '../items/flow-enrollment';
import type { StatsDelta } from '../items/flow-stats';

/**
 * The counters one enrollment write changes (issue 32), as a pure function of the enrollment before and
 * after it and the step's outcome: the worker adds them in the step's own transaction (run-step.ts), the
 * enrollment's creation in its own (enroll.ts), an edit's moves and a resume in theirs. Null `before`: a
 * new enrollment.
 */
export function statsDelta(
  before: EnrollmentRecord | null,
  after: EnrollmentRecord,
  outcome?: { stepId: string; outcome: string },
): StatsDelta {
  const d: StatsDelta = {};
  const add = (name: string, n: number) => {
    d[name] = (d[name] ?? 0) + n;
  };
  const wasIn = before !== null && before.stepId !== null && !before.endedBy;
  const isIn = after.stepId !== null && !after.endedBy;
  if (before === null) add('entered', 1);
  if (wasIn) {
    add('inFlow', -1);
    add(`v:${before.version}`, -1);
    add(`step:${before.stepId}:waiting`, -1);
  }
  if (isIn) {
    add('inFlow', 1);
    add(`v:${after.version}`, 1);
    add(`step:${after.stepId}:waiting`, 1);
  }
  if ((wasIn || before === null) && !isIn) {
    if (after.endedBy === 'completed' || !after.endedBy) add('completed', 1);
    else add(`exited:${after.endedBy}`, 1);
  }
  if (outcome) outcomeDelta(outcome, add);
  return d;
}

function outcomeDelta(o: { stepId: string; outcome: string }, add: (name: string, n: number) => void) {
  const p = `step:${o.stepId}:`;
  if (o.outcome === 'sent') {
    add('emailsSent', 1);
    add(`${p}sent`, 1);
    return;
  }
  const [kind, reason] = o.outcome.split(':', 2);
  if ((kind === 'skipped' || kind === 'held') && reason) add(`${p}${kind}:${reason}`, 1);
}
