import type { Clock } from '../../../ports/clock';
import type { Store } from '../../../ports/store';
import { sweepDates } from './date-sweep';
import { sweepIdleTimers, type TriggerSweepCount } from './idle-sweep';

export interface TriggerSweepSummary {
  dates: TriggerSweepCount;
  idle: TriggerSweepCount;
}

/**
 * The time-driven triggers (issue 32), run by the minute's flowSweep before it reads the due steps: the
 * yearly dates an hour ahead, the win-back timers that fell due. Their enrollments' first steps land in
 * the due index; the step sweep right after hands over those already due.
 */
export async function sweepFlowTriggers(ports: { store: Store; clock: Clock }): Promise<TriggerSweepSummary> {
  const dates = await sweepDates(ports.store, ports.clock);
  const idle = await sweepIdleTimers(ports.store, ports.clock);
  return { dates, idle };
}
