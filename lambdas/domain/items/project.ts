import type { ItemKind } from './item-kind';

/** Keys of the project item (lambdas/table.ts lists every kind). */
export const projectKeys = {
  project: (accountId: string, projectId: string) => ({
    pk: `USER#${accountId}`,
    sk: `PROJECT#${projectId}`,
  }),
  projectsIndex: (accountId: string, lastEditedAt: string) => ({
    gsi2pk: `PROJECTS#${accountId}`,
    gsi2sk: lastEditedAt,
  }),
  projectNameIndex: (accountId: string, name: string) => ({
    gsi1pk: `PROJECTNAME#${accountId}#${name}`,
    gsi1sk: 'PROJECT',
  }),
  projectNameClaim: (accountId: string, name: string) => ({
    pk: `USER#${accountId}`,
    sk: `PROJECTNAME#${name}`,
  }),
  /** Prefix of keys.projectNameClaim's sort key, for "names taken like this one" queries. */
  projectNameClaimPrefix: 'PROJECTNAME#',
  archivedProjectsIndex: (accountId: string, lastEditedAt: string) => ({
    gsi2pk: `ARCHIVEDPROJECTS#${accountId}`,
    gsi2sk: lastEditedAt,
  }),
} as const;

export const projectKind: ItemKind = {
  name: 'project',
  patterns: [
    { what: 'projects of a user by last edit', key: 'gsi2 PROJECTS#{accountId} gsi2sk {lastEditedAt}' },
    { what: 'project by id (owner from the token)', key: 'pk USER#{accountId} sk PROJECT#{id}' },
    { what: 'project by owner and name', key: 'gsi1 PROJECTNAME#{accountId}#{name} gsi1sk PROJECT' },
    {
      what: 'project name of a user (uniqueness item)',
      key: 'pk USER#{accountId} sk PROJECTNAME#{name} (projectId)',
    },
    {
      what: 'archived projects of a user by last edit',
      key: 'gsi2 ARCHIVEDPROJECTS#{accountId} gsi2sk {lastEditedAt}',
    },
  ],
};
