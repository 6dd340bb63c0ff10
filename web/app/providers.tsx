import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageReadyProvider } from '../components/loading-overlay/page-ready';
import { shouldRetry } from '../lib/api-client';
import { ToastHost } from '../lib/ToastHost';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * App-wide providers that do not need the router: the one QueryClient, the page-ready state of the loading
 * overlay and the toaster (limit 1, 5000 ms; spec 1 §9). The toaster sits outside #app-shell so toasts stay
 * announced while a dialog makes the page inert. AuthProvider needs navigation, so it lives in the layout.
 */
export function AppProviders({
  children,
  queryClient: given,
  readyPath,
}: {
  children: ReactNode;
  /** A client whose cache is already filled (prerendered pages); a new one otherwise. */
  queryClient?: QueryClient;
  /** The path that is ready at first render (a prerendered page): no loading overlay over it. */
  readyPath?: string;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PageReadyProvider initialReadyPath={readyPath}>
        {children}
        <ToastHost />
      </PageReadyProvider>
    </QueryClientProvider>
  );
}
