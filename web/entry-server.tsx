/**
 * The build's prerender entry (scripts/prerender imports its SSR build): renders one public route to HTML with
 * the same routes, providers and data paths as the SPA, so the browser can hydrate it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { clearPublicResources, seedPublicResources } from './features/blog/use-public-resource';

export interface PrerenderInput {
  /** Path of the page, e.g. /blog/welcome-series-that-works. */
  path: string;
  /** The API answers the page reads, by /api path (the same ones are embedded in the page for hydration). */
  data: Record<string, unknown>;
}

export async function renderPage({ path, data }: PrerenderInput): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerender of ${path} answered a redirect/response.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  clearPublicResources();
  seedPublicResources(data);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders readyPath={path}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // One chunk: React otherwise outlines a large boundary (the landing's inline SVGs pass its 12.8 kB default)
    // into a hidden div that an inline script reveals up to ~300 ms after the first paint (React 19's batched
    // reveals), so the landing page's main content waited for a script. Inline, the page paints whole from the HTML.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
