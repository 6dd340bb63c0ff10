/**
 * The build's prerender entry (scripts/prerender.ts imports its SSR build): renders one public route to
 * HTML with the same routes, providers and query keys as the SPA, so the browser can hydrate it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';

export interface PrerenderInput {
  /** Path of the page, e.g. /blog/welcome-series-that-works. */
  path: string;
  /** Query cache entries the page reads (the same ones are embedded in the page for hydration). */
  queries: [readonly unknown[], unknown][];
}

export async function renderPage({ path, queries }: PrerenderInput): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerender of ${path} answered a redirect/response.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient} readyPath={path}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
