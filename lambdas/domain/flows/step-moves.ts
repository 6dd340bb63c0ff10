import type { FlowDefinition } from '../../../shared/contracts/flows';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { advanceEnrollmentWrite, type EnrollmentRecord } from '../items/flow-enrollment';
import { flowStatsWrite } from '../items/flow-stats';
import { stepMarkWrite } from '../items/flow-step-mark';
import { forEachActiveEnrollment } from './enrollment-pages';
import { flowBadMove } from './flow-errors';
import { statsDelta } from './stats-delta';
import { allSteps } from './step-tree';
import { transactRetryingConflicts } from './transact-retry';

export type Moves = Record<string, string>;

/**
 * The save's `moves`, checked against the two definitions: each key a step the edit removed, each target a
 * step of the new definition or 'exit'. Anything else is 400 before anything is written.
 */
export function checkMoves(before: FlowDefinition, after: FlowDefinition, moves: Moves): Moves {
  const old = new Set(allSteps(before.steps).map((s) => s.id));
  const kept = new Set(allSteps(after.steps).map((s) => s.id));
  for (const [from, to] of Object.entries(moves))
    if (!old.has(from) || kept.has(from) || (to !== 'exit' && !kept.has(to))) throw flowBadMove();
  return moves;
}

/** Where a moved enrollment goes: the target step of the new version, due now; or ended ('step-removed'). */
export function movedEnrollment(e: EnrollmentRecord, to: string, version: number, nowIso: string) {
  const { waitEvent: _w, held: _h, dueAt: _d, ...rest } = e;
  const next: EnrollmentRecord =
    to === 'exit'
      ? { ...rest, seq: e.seq + 1, stepId: null, endedBy: 'step-removed', endedAt: nowIso }
      : { ...rest, seq: e.seq + 1, version, stepId: to, dueAt: nowIso };
  return next;
}

/**
 * The people waiting at a removed step go where the owner chose (onto the new version at that step, or
 * out of the flow), each in one transaction with a step mark ('moved:…') and the counters; one that a step
 * moved meanwhile is left where that step put it. Returns how many moved.
 */
export async function applyMoves(
  ports: { store: Store; clock: Clock },
  flow: { accountId: string; flowId: string },
  version: number,
  moves: Moves,
): Promise<number> {
  if (Object.keys(moves).length === 0) return 0;
  const nowIso = ports.clock.now().toISOString();
  let moved = 0;
  await forEachActiveEnrollment(ports.store, flow.accountId, flow.flowId, async (e) => {
    const to = e.stepId === null ? undefined : moves[e.stepId];
    if (to === undefined) return;
    const next = movedEnrollment(e, to, version, nowIso);
    const key = { accountId: e.accountId, flowId: e.flowId, enrollmentId: e.enrollmentId };
    const writes: TransactWrite[] = [
      stepMarkWrite(key, { seq: e.seq, stepId: e.stepId ?? '', outcome: `moved:${to}`, at: nowIso }),
      advanceEnrollmentWrite(next, e.seq),
    ];
    const counters = flowStatsWrite(e.accountId, e.flowId, statsDelta(e, next));
    if (counters) writes.push(counters);
    try {
      await transactRetryingConflicts(ports.store, writes);
      moved += 1;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
    }
  });
  return moved;
}
