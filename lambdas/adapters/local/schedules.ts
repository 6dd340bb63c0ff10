import type { Queue } from '../../ports/queue';
import type { Schedules, ScheduleTarget } from '../../ports/schedules';
import { checkSchedule } from '../../ports/schedules';
import type { Store } from '../../ports/store';
import { ConditionFailedError } from '../../ports/store';
import { keys } from '../../table';

/**
 * The schedules port locally: one table item per schedule, which the local stack's scheduler sends to its
 * queue when due (sendDueSchedules, lambdas/local/queues.ts). The same contract as EventBridge Scheduler:
 * creating an id that exists replaces it; cancelling an unknown one is fine.
 */
export class LocalSchedules implements Schedules {
  constructor(private readonly store: Store) {}

  async at(id: string, when: string, target: ScheduleTarget): Promise<void> {
    const at = checkSchedule(id, when);
    await this.store.put({
      ...keys.localSchedule(id),
      scheduleId: id,
      when: at.toISOString(),
      queue: target.queue,
      body: JSON.stringify(target.body),
    });
  }

  async cancel(id: string): Promise<void> {
    await this.store.delete(keys.localSchedule(id));
  }
}

/**
 * Sends every schedule due at `now` to its queue, then deletes it (unless it was replaced meanwhile):
 * at least once, like the real scheduler. Returns how many were sent.
 */
export async function sendDueSchedules(store: Store, queue: Queue, now: Date): Promise<number> {
  const items = await store.query({ partition: keys.localSchedulesPartition });
  let sent = 0;
  for (const item of items) {
    if (typeof item.when !== 'string' || item.when > now.toISOString()) continue;
    await queue.send(item.queue as ScheduleTarget['queue'], JSON.parse(String(item.body)) as object);
    sent++;
    try {
      await store.transact([
        {
          kind: 'delete',
          key: keys.localSchedule(String(item.scheduleId)),
          condition: { attribute: 'when', equals: item.when },
        },
      ]);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error; // replaced by a newer at(): keep that one
    }
  }
  return sent;
}
