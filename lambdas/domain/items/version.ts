import type { ItemKind } from './item-kind';

/** Keys of the version item (lambdas/table.ts lists every kind). */
export const versionKeys = {
  version: (projectId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSION#${iso}#${id}`,
  }),
  /** Prefix of keys.version's sort key (VERSIONDOC# does not match it). */
  versionPrefix: 'VERSION#',
  /** Editor (issue 11): a version's document, apart from keys.version so the history list stays light. */
  versionDocument: (projectId: string, versionId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSIONDOC#${versionId}`,
  }),
} as const;

export const versionKind: ItemKind = {
  name: 'version',
  patterns: [
    { what: 'versions of a project in order', key: 'pk PROJECT#{id} sk VERSION#{iso}#{id}' },
    { what: "a version's document", key: 'pk PROJECT#{id} sk VERSIONDOC#{versionId}' },
  ],
};
