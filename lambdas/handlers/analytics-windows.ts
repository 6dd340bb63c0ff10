import type { Context, ScheduledEvent } from 'aws-lambda';
import { deps } from '../deps';
import { buildWindows, type WindowJobSummary } from '../domain/analytics/window-job';
import { rootLogger } from '../http/logger';

/**
 * Trigger analyticsWindows (EventBridge, daily shortly after 00:00 UTC; locally lambdas/local/scheduler.ts,
 * where a run that finds the day done reads one item): keeps each active site's window sums of finished
 * days for the day's reports (lambdas/domain/analytics/window-job.ts). "Now" is the event's scheduled time.
 */
export async function handler(
  event: Partial<ScheduledEvent> | undefined,
  context?: Context,
): Promise<WindowJobSummary> {
  const d = deps();
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'analyticsWindows' } });
  if (context) log.addContext(context);
  const at = event?.time ? new Date(event.time) : undefined;
  const clock = at && !Number.isNaN(at.getTime()) ? { now: () => at } : d.ports.clock;
  const summary = await buildWindows({ store: d.ports.store, clock });
  log.info('Analytics windows kept', { ...summary });
  return summary;
}
