import type { ItemKind } from './item-kind';

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

export const analyticsCountersKind: ItemKind = {
  name: 'analytics-counters',
  patterns: [
    {
      what: "analytics: a site's totals of one hour",
      key: 'pk STATS#{setupId} sk HOUR#{yyyy-mm-ddThh} (UTC)',
    },
    { what: "analytics: a site's dimensions of a day", key: 'pk STATS#{setupId} sk DAY#{yyyy-mm-dd} (UTC)' },
    {
      what: "analytics: a site's totals of a local day",
      key: 'pk STATS#{setupId} sk LDAY#{tz}#{yyyy-mm-dd} (its zone)',
    },
    { what: "analytics: the zone a site's days use", key: 'pk STATS#{setupId} sk ZONE' },
  ],
};
