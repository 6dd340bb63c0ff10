/** Keys of the analytics counters item (lambdas/table.ts lists every kind). */
export const analyticsCountersKeys = {
  analyticsHour: (setupId: string, hour: string) => ({ pk: `STATS#${setupId}`, sk: `HOUR#${hour}` }),
  analyticsHourPrefix: 'HOUR#',
  analyticsDay: (setupId: string, day: string) => ({ pk: `STATS#${setupId}`, sk: `DAY#${day}` }),
  analyticsDayPrefix: 'DAY#',
  analyticsLocalDay: (setupId: string, tz: string, day: string) => ({
    pk: `STATS#${setupId}`,
    sk: `LDAY#${tz}#${day}`,
  }),
  analyticsLocalDayPrefix: (tz: string) => `LDAY#${tz}#`,
  analyticsZone: (setupId: string) => ({ pk: `STATS#${setupId}`, sk: 'ZONE' }),
  analyticsPartition: (setupId: string) => `STATS#${setupId}`,
} as const;
