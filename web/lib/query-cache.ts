/**
 * Clearing the signed-in app's query cache from code that must not load React Query (web/lib/auth.tsx, on every
 * page): web/lib/query-client.tsx registers how once it has made the client. Nothing to clear before that.
 */
let clear: (() => void) | undefined;

export function onQueryCacheClear(clearCache: () => void): void {
  clear = clearCache;
}

/** Drops every cached answer (sign-out: no data of the previous user survives). */
export function clearQueryCache(): void {
  clear?.();
}
