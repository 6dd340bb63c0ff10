import type { ItemKind } from './item-kind';

/** Keys of the pending change item (lambdas/table.ts lists every kind). */
export const pendingChangeKeys = {
  pendingChange: (projectId: string, batchId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `CHANGE#${batchId}#${iso}#${id}`,
  }),
  pendingChangePrefix: 'CHANGE#',
} as const;

export const pendingChangeKind: ItemKind = {
  name: 'pending-change',
  patterns: [
    { what: 'pending changes of a project by batch', key: 'pk PROJECT#{id} sk CHANGE#{batch}#{iso}#{id}' },
  ],
};
