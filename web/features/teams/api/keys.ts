/** React Query keys of the team feature (issue 34). The cache is cleared on every account switch. */
export const teamQueryKey = ['team'] as const;
export const teamAccountsQueryKey = ['team', 'accounts'] as const;
export const teamActivityQueryKey = ['team', 'activity'] as const;
