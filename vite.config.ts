import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type { devSiteMiddleware } from './scripts/dev/site-middleware';

/** Under `npm start`: the feed and real 404s as the build has them (scripts/dev/site-middleware.ts). */
const devSite: Plugin = {
  name: 'jungle-mail-dev-site',
  apply: 'serve',
  configureServer(server) {
    const file = fileURLToPath(new URL('./scripts/dev/site-middleware.ts', import.meta.url));
    server.middlewares.use((req, res, next) => {
      server
        .ssrLoadModule(file)
        .then((m) => (m.devSiteMiddleware as typeof devSiteMiddleware)(req, res, next))
        .catch(next);
    });
  },
};

// The SPA lives in web/ and builds to dist/web (served by S3 + CloudFront, or by the local server, which
// mounts Vite in middleware mode on the same origin as /api: hence no proxy here). Route pages are split
// by React.lazy in web/app/router.tsx; libraries are grouped by use (below) into long-lived chunks, so a
// deploy that only changes our code leaves them cached and a public page loads only what it uses.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), devSite],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Not Vite's default 'assets': /assets/* is where uploaded images are served (CloudFront and the
    // local server send it to the uploads bucket), so the app's own files live under /static/.
    assetsDir: 'static',
    target: 'es2022',
    sourcemap: true,
    // scripts/prerender reads it to link each prerendered page's CSS and JS
    manifest: true,
    // No modulepreload polyfill (0.4 kB gzipped on every page): the browsers we target support modulepreload,
    // and where one does not, the hint is only lost, never the module.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page: React and the router.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // Only where someone signs in, signs out or refreshes a session (web/lib/session.ts loads it).
            {
              name: 'amplify',
              test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|js-cookie|tslib|uuid)[\\/]/,
              priority: 2,
            },
            // The shell's data layer: every page (sonner loads with the first toast, web/lib/ToastHost.tsx).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            // Forms (react-hook-form, full zod): the sign-in and onboarding pages that use them.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 2,
            },
            // Everything else (zod, markdown, …) stays with the lazy chunks that import it.
          ],
        },
      },
    },
  },
});
