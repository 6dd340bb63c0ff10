import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './router';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The SPA. On a prerendered page (scripts/prerender) main.tsx hydrates it with the page's data already seeded
 * (web/prerender-data.ts) and the page already marked ready, so the first render matches the static HTML.
 */
export function App({ readyPath }: { readyPath?: string }) {
  router ??= createBrowserRouter(routes);
  return (
    <AppProviders readyPath={readyPath}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
