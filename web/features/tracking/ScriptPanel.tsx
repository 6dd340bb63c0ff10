import { Button, Card, Spinner } from '../../components/ui';
import { CopyCode } from './CopyCode';
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
      <CopyCode
        code={snippet}
        label="Your tracking script"
        buttonLabel="Copy Script"
        failure="Could not copy script."
      />
    </Card>
  );
}
