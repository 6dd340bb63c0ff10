/** Keys of the project item (lambdas/table.ts lists every kind). */
export const projectKeys = {
  project: (sub: string, projectId: string) => ({ pk: `USER#${sub}`, sk: `PROJECT#${projectId}` }),
  projectsIndex: (sub: string, lastEditedAt: string) => ({ gsi2pk: `PROJECTS#${sub}`, gsi2sk: lastEditedAt }),
  projectNameIndex: (sub: string, name: string) => ({
    gsi1pk: `PROJECTNAME#${sub}#${name}`,
    gsi1sk: 'PROJECT',
  }),
  projectNameClaim: (sub: string, name: string) => ({ pk: `USER#${sub}`, sk: `PROJECTNAME#${name}` }),
  /** Prefix of keys.projectNameClaim's sort key, for "names taken like this one" queries. */
  projectNameClaimPrefix: 'PROJECTNAME#',
  archivedProjectsIndex: (sub: string, lastEditedAt: string) => ({
    gsi2pk: `ARCHIVEDPROJECTS#${sub}`,
    gsi2sk: lastEditedAt,
  }),
} as const;
