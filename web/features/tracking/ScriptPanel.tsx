import { Button, Card, Spinner } from '../../components/ui';
import { toast } from '../../lib/toast';
import { copyText } from './copy-text';
import styles from './TrackingPage.module.css';

interface ScriptPanelProps {
  snippet: string | undefined;
  loading: boolean;
  /** 'Could not load required IDs: ...' when the tracking id could not be made. */
  error: string | undefined;
  onRetry: () => void;
}

/** Step 1: the generated script and Copy Script (docs/product.md › Tracking page: 'Copied!' / 'Copy Failed'). */
export function ScriptPanel({ snippet, loading, error, onRetry }: ScriptPanelProps) {
  async function copy() {
    if (!snippet) return;
    try {
      await copyText(snippet);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Could not copy script.', variant: 'destructive' });
    }
  }

  return (
    <Card
      title="1. Copy your tracking script"
      description="Paste it into the <head> of every page of your site (in most site builders: Settings → Custom code → Header). It is tiny, loads in the background and never slows your pages down."
      className={styles.step}
    >
      {loading && <Spinner showLabel label="Generating your script…" />}
      {error && (
        <div className={`${styles.result} ${styles.error}`} role="alert">
          <p className={styles.resultMessage}>{error}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      )}
      {snippet && (
        <figure className={styles.snippet}>
          <figcaption id="tracking-script-label" className="sr-only">
            Your tracking script
          </figcaption>
          <pre className={styles.code} tabIndex={0} aria-labelledby="tracking-script-label">
            <code>{snippet}</code>
          </pre>
        </figure>
      )}
      <div className={styles.actions}>
        <Button onClick={copy} disabled={!snippet}>
          Copy Script
        </Button>
      </div>
    </Card>
  );
}
