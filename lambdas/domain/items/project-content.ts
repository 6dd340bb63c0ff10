/** Keys of the project content item (lambdas/table.ts lists every kind). */
export const projectContentKeys = {
  /** The document and its HTML live apart from the project's list item, so listing stays light. */
  projectContent: (sub: string, projectId: string) => ({ pk: `USER#${sub}`, sk: `PROJECTDOC#${projectId}` }),
} as const;
