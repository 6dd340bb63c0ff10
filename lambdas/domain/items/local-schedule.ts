import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored } from './item-kind';
import type { ItemKind } from './item-kind';

/** Keys of the local schedule item (lambdas/table.ts lists every kind). */
export const localScheduleKeys = {
  /** Local stage only: a one-time schedule (EventBridge Scheduler keeps them in AWS; lambdas/adapters/local/schedules.ts). */
  localSchedule: (id: string) => ({ pk: 'LOCALSCHEDULES', sk: `SCHEDULE#${id}` }),
  localSchedulesPartition: 'LOCALSCHEDULES',
} as const;

export const localScheduleKind: ItemKind = {
  name: 'local-schedule',
  patterns: [{ what: 'one-time schedules (local stage only)', key: 'pk LOCALSCHEDULES sk SCHEDULE#{id}' }],
};

/** A one-time schedule as the local schedules adapter stores it. */
export interface LocalScheduleRecord {
  scheduleId: string;
  /** ISO time it is due. */
  when: string;
  queue: string;
  /** The message, as JSON text. */
  body: string;
}

const localScheduleSchema = z.object({
  scheduleId: z
    .unknown()
    .optional()
    .transform((value) => String(value)),
  when: z.string().optional().catch(undefined),
  queue: z.unknown().optional(),
  body: z
    .unknown()
    .optional()
    .transform((value) => String(value)),
});

/** A stored schedule: `when` undefined when it is not text (never due), `queue` as stored. */
export type StoredLocalSchedule = z.output<typeof localScheduleSchema>;

/** Creates or replaces a schedule. */
export async function putLocalSchedule(store: Store, schedule: LocalScheduleRecord): Promise<void> {
  await store.put({ ...localScheduleKeys.localSchedule(schedule.scheduleId), ...schedule });
}

export async function deleteLocalSchedule(store: Store, scheduleId: string): Promise<void> {
  await store.delete(localScheduleKeys.localSchedule(scheduleId));
}

export async function queryLocalSchedules(store: Store): Promise<StoredLocalSchedule[]> {
  const items = await store.query({ partition: localScheduleKeys.localSchedulesPartition });
  return items.map((item) => parseStored('local-schedule', localScheduleSchema, item));
}

/** Deletes a schedule sent, unless it was replaced meanwhile (ConditionFailedError: its `when` changed). */
export const sentLocalScheduleDelete = (scheduleId: string, when: string): TransactWrite => ({
  kind: 'delete',
  key: localScheduleKeys.localSchedule(scheduleId),
  condition: { attribute: 'when', equals: when },
});
