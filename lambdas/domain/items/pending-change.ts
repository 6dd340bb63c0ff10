/** Keys of the pending change item (lambdas/table.ts lists every kind). */
export const pendingChangeKeys = {
  pendingChange: (projectId: string, batchId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `CHANGE#${batchId}#${iso}#${id}`,
  }),
  pendingChangePrefix: 'CHANGE#',
} as const;
