/**
 * The signed-in app's one React Query client, and its provider. Public pages (landing, legal, blog) never load
 * this module: signed-in pages are wrapped in <QueryProvider> as they load (web/app/router.tsx), and the shell's
 * signed-in layer (redirect gate data, DNS state) loads it only once someone is signed in (issue 13's budget).
 * Every provider holds the same client, so the gate, the DNS state and every page share one cache.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { shouldRetry } from './api-client';
import { onQueryCacheClear } from './query-cache';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    onQueryCacheClear(() => created.clear());
    client = created;
  }
  return client;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
