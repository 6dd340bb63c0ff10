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
