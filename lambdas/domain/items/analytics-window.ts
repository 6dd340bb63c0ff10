import type { ItemKind } from './item-kind';

/** Keys of the analytics window item (lambdas/table.ts lists every kind). */
export const analyticsWindowKeys = {
  analyticsWindow: (setupId: string, rangeDays: number, lastDay: string, late: number) => ({
    pk: `STATS#${setupId}`,
    sk: `WINDOW#${rangeDays}#${lastDay}#${late}`,
  }),
  analyticsActiveSite: (day: string, setupId: string) => ({
    pk: `ANALYTICSACTIVE#${day}`,
    sk: `SITE#${setupId}`,
  }),
  analyticsActivePartition: (day: string) => `ANALYTICSACTIVE#${day}`,
  analyticsWindowsDone: (lastDay: string) => ({ pk: 'ANALYTICSWINDOWS', sk: `DONE#${lastDay}` }),
} as const;

export const analyticsWindowKind: ItemKind = {
  name: 'analytics-window',
  patterns: [
    {
      what: "analytics: a range's window of finished UTC days",
      key: 'pk STATS#{setupId} sk WINDOW#{days}#{lastDay}#{late} (TTL)',
    },
    {
      what: 'analytics: sites counted on a UTC day',
      key: 'pk ANALYTICSACTIVE#{yyyy-mm-dd} sk SITE#{setupId} (TTL)',
    },
    { what: "analytics: the windows' job ran for a day", key: 'pk ANALYTICSWINDOWS sk DONE#{lastDay} (TTL)' },
  ],
};
