/**
 * Benchmark: the /templates gallery's own JavaScript (issue 33: at most 60 KB gzipped).
 *
 *   npx tsx tests/bench/templates-bundle.ts        (BENCH_SKIP_BUILD=1 measures the dist/web already there)
 *
 * "Own" = what opening /templates downloads beyond what the app shell and the other signed-in pages
 * share: the route's dynamic chunk (web/features/templates/pages.tsx: the gallery, the templates' copy and
 * patterns) plus any chunk only it imports, and its CSS, read from the production build's manifest; gzip -9.
 */
import { measureRouteBundle } from './route-bundle';

await measureRouteBundle({
  name: 'templates-bundle',
  entry: 'features/templates/pages.tsx',
  budgetKb: 60,
  title: "The /templates gallery's own JavaScript",
  holds: `(the gallery, the 32 templates' copy and patterns, the brand kit) and any chunk only it imports; React, React
Query, zod, the UI kit and chunks other pages share (the email renderer, with the editor) are not counted.`,
});
