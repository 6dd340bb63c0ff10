import type { ItemKind } from './item-kind';

/** Keys of the project content item (lambdas/table.ts lists every kind). */
export const projectContentKeys = {
  /** The document and its HTML live apart from the project's list item, so listing stays light. */
  projectContent: (accountId: string, projectId: string) => ({
    pk: `USER#${accountId}`,
    sk: `PROJECTDOC#${projectId}`,
  }),
} as const;

export const projectContentKind: ItemKind = {
  name: 'project-content',
  patterns: [{ what: "a project's document and HTML", key: 'pk USER#{accountId} sk PROJECTDOC#{id}' }],
};
