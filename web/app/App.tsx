import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { routes } from './router';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The SPA. On a prerendered page (scripts/prerender.ts) main.tsx hydrates it with the query cache the
 * page carried and with the page already marked ready, so the first render matches the static HTML.
 */
export function App({ queryClient, readyPath }: { queryClient?: QueryClient; readyPath?: string }) {
  router ??= createBrowserRouter(routes);
  return (
    <AppProviders queryClient={queryClient} readyPath={readyPath}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
