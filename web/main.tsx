import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/providers';
import { BootError } from './app/BootError';
import { LoadingOverlay } from './components/loading-overlay/LoadingOverlay';
import { loadRuntimeConfig } from './config/env';
import { readPrerenderData } from './prerender-data';
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
    await loadRuntimeConfig(); // Amplify is configured when first needed (web/lib/session.ts)
    if (prerendered && !root && prerendered.path === window.location.pathname) {
      const queryClient = createQueryClient();
      for (const [key, data] of prerendered.queries) queryClient.setQueryData(key, data);
      root = hydrateRoot(
        container!,
        <StrictMode>
          <App queryClient={queryClient} readyPath={prerendered.path} />
        </StrictMode>,
      );
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
