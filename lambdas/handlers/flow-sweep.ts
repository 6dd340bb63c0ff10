import type { Context, ScheduledEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { sweepDueSteps, type SweepSummary } from '../domain/flows/sweep';
import { sweepFlowTriggers } from '../domain/flows/triggers/sweep-triggers';
import { rootLogger } from '../http/logger';
import { queuePort } from '../wiring/queue';

/**
 * Trigger flowSweep (EventBridge rate(1 minute); locally lambdas/local/scheduler.ts): hands the flow steps
 * that fell due since the last sweep to 'flow-steps' (lambdas/domain/flows/sweep.ts). "Now" is the Clock
 * port's (the local stack's clock moves with POST /_local/clock).
 */
export async function handler(
  _event: Partial<ScheduledEvent> | undefined,
  context?: Context,
): Promise<SweepSummary> {
  const d = deps();
  const ports = portsWith(d, [queuePort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'flowSweep' } });
  if (context) log.addContext(context);
  const triggers = await sweepFlowTriggers(ports); // yearly dates and win-back timers (issue 32)
  if (triggers.dates.enrolled + triggers.idle.enrolled > 0) log.info('Flow triggers swept', { ...triggers });
  const summary = await sweepDueSteps(ports);
  log.info('Flow steps swept', { ...summary });
  return summary;
}
