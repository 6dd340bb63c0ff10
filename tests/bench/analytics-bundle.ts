/**
 * Benchmark: the /analytics route's own JavaScript (issue 22: under 100 KB gzipped).
 *
 *   npx tsx tests/bench/analytics-bundle.ts        (BENCH_SKIP_BUILD=1 measures the dist/web already there)
 *
 * "Own" = what opening /analytics downloads beyond what the app shell and the other signed-in pages
 * share: the route's dynamic chunk (web/features/analytics/pages.tsx, with uPlot inside) plus any chunk
 * only it imports, and its CSS, read from the production build's Vite manifest; gzip level 9.
 */
import { measureRouteBundle } from './route-bundle';

await measureRouteBundle({
  name: 'analytics-bundle',
  entry: 'features/analytics/pages.tsx',
  budgetKb: 100,
  title: "The /analytics route's own JavaScript",
  holds: `(the page, its tables and uPlot) and any chunk only it imports; React, React Query, zod and the UI kit are
shared with the other signed-in pages and not counted.`,
});
