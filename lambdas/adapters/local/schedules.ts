import type { Queue } from '../../ports/queue';
import type { Schedules, ScheduleTarget } from '../../ports/schedules';
import { checkSchedule } from '../../ports/schedules';
import type { Store } from '../../ports/store';
import { ConditionFailedError } from '../../ports/store';
import {
  deleteLocalSchedule,
  putLocalSchedule,
  queryLocalSchedules,
  sentLocalScheduleDelete,
} from '../../domain/items/local-schedule';

/**
 * The schedules port locally: one table item per schedule, which the local stack's scheduler sends to its
 * queue when due (sendDueSchedules, lambdas/local/queues.ts). The same contract as EventBridge Scheduler:
 * creating an id that exists replaces it; cancelling an unknown one is fine.
 */
export class LocalSchedules implements Schedules {
  constructor(private readonly store: Store) {}

  async at(id: string, when: string, target: ScheduleTarget): Promise<void> {
    const at = checkSchedule(id, when);
    await putLocalSchedule(this.store, {
      scheduleId: id,
      when: at.toISOString(),
      queue: target.queue,
      body: JSON.stringify(target.body),
    });
  }

  async cancel(id: string): Promise<void> {
    await deleteLocalSchedule(this.store, id);
  }
}

/**
 * Sends every schedule due at `now` to its queue, then deletes it (unless it was replaced meanwhile):
 * at least once, like the real scheduler. Returns how many were sent.
 */
export async function sendDueSchedules(store: Store, queue: Queue, now: Date): Promise<number> {
  const schedules = await queryLocalSchedules(store);
  let sent = 0;
  for (const schedule of schedules) {
    if (schedule.when === undefined || schedule.when > now.toISOString()) continue;
    await queue.send(schedule.queue as ScheduleTarget['queue'], JSON.parse(schedule.body) as object);
    sent++;
    try {
      await store.transact([sentLocalScheduleDelete(schedule.scheduleId, schedule.when)]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error; // replaced by a newer at(): keep that one
    }
  }
  return sent;
}
