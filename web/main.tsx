import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { LoadingOverlay } from './components/loading-overlay/LoadingOverlay';
import { amplifyConfigFor, loadRuntimeConfig } from './config/env';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/** Boot: load /config.json, configure Amplify, render the app; on failure a retryable error page. */
async function boot(): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    Amplify.configure(amplifyConfigFor(config));
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Jungle Mail could not start:', error);
    root.render(<BootError error={error} onRetry={boot} />);
  }
}

root.render(<LoadingOverlay />);
void boot();
