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
