import { useState } from 'react';
import styles from './BootError.module.css';

/** Shown when /config.json cannot be loaded or is invalid: a plain page with a retry button. */
export function BootError({ error, onRetry }: { error: unknown; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className={styles.page}>
      <div className={styles.box} role="alert">
        <h1>Jungle Mail can't start right now</h1>
        <p>We couldn't load the app's settings. Check your connection and try again.</p>
        <p className={styles.detail}>{detail}</p>
        <button
          type="button"
          className={styles.button}
          disabled={retrying}
          onClick={() => {
            setRetrying(true);
            void onRetry().finally(() => setRetrying(false));
          }}
        >
          {retrying ? 'Retrying...' : 'Try again'}
        </button>
      </div>
    </main>
  );
}
