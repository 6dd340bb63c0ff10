import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { isPublicPage, loadGateRules } from './app/layout/gate-rules-loader';
import { preloadRoute } from './app/router';
import { BootError } from './app/BootError';
import { LoadingOverlay } from './components/loading-overlay/LoadingOverlay';
import { loadRuntimeConfig } from './config/env';
import { currentStoredSession } from './lib/session';
import { canHydrate, readPrerenderData, seedPrerenderedAnswers } from './prerender-data';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** A prerendered page (scripts/prerender.ts) carries its HTML and the data it was rendered from. */
const prerendered = readPrerenderData(document);
let root: Root | undefined;

/** Boot: load /config.json, render (or hydrate) the app; on failure a retryable error page. */
async function boot(): Promise<void> {
  try {
    const hydrating = prerendered && !root && canHydrate(prerendered, window.location);
    // The page's module is loaded before hydrating, so hydration does not suspend and keeps the static HTML.
    // The redirect rules too, where they can decide something (app/layout/gate-rules-loader.ts): off the public
    // pages, or for a stored session (read once the config, which names the app client, is here).
    // With a stored session, the shell's signed-in layer (React Query, setup/profile, DNS state) loads alongside,
    // so the setup is read from the first render instead of after one more round trip.
    const afterConfig = () => {
      const session = currentStoredSession() !== null;
      return Promise.all([
        session || !isPublicPage(window.location.pathname) ? loadGateRules() : undefined,
        session ? import('./app/layout/redirect-gate-live') : undefined,
        session ? import('./features/dns/dns-state-live') : undefined,
      ]);
    };
    await Promise.all([
      loadRuntimeConfig().then(afterConfig),
      // The page's module too: before hydrating, so hydration never suspends; otherwise so it is not fetched
      // only after the first render (and if that fails, the route's own load shows the route error page).
      hydrating
        ? preloadRoute(window.location.pathname)
        : preloadRoute(window.location.pathname).catch(() => undefined),
    ]);
    // Amplify is configured when first needed (web/lib/session.ts).
    if (prerendered && hydrating) {
      seedPrerenderedAnswers(prerendered.data);
      // In a transition React hydrates in short slices and yields between them, instead of one long task that
      // blocks the page (landing TBT 259 -> 53 ms under Lighthouse's mobile preset, docs/bench/public-pages.md).
      // What a visitor does meanwhile is kept: see useTypedBeforeHydration and the landing's plain submit.
      startTransition(() => {
        root = hydrateRoot(
          container!,
          <StrictMode>
            <App readyPath={prerendered.path} />
          </StrictMode>,
          {
            // A mismatch means the static HTML was thrown away and rendered again: worth a console line.
            onRecoverableError: (error) => console.error('Hydration fell back to a client render:', error),
          },
        );
      });
      return;
    }
    root ??= createRoot(container!);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Jungle Mail could not start:', error);
    root ??= createRoot(container!);
    root.render(<BootError error={error} onRetry={boot} />);
  }
}

if (!prerendered) {
  root = createRoot(container);
  root.render(<LoadingOverlay />);
}
void boot();
