import { useState } from 'react';
import { Button, Card } from '../../components/ui';
import { toast } from '../../lib/toast';
import { ResultBox } from './ResultBox';
import { useSiteCheck } from './tracking-api';
import { siteCheckDescription, siteCheckResult, type ResultBox as ResultBoxModel } from './tracking-model';
import styles from './TrackingPage.module.css';

interface SiteCheckPanelProps {
  setupId: string | undefined;
  domain: string | null | undefined;
  /** No tracking id yet: nothing to look for. */
  disabled: boolean;
}

/** "Check my site" (ours): our server loads the setup's homepage and looks for the snippet. */
export function SiteCheckPanel({ setupId, domain, disabled }: SiteCheckPanelProps) {
  const check = useSiteCheck();
  const [result, setResult] = useState<ResultBoxModel | undefined>();

  function run() {
    if (!setupId) {
      toast({ title: 'Cannot Check Site', description: 'Setup ID is missing.', variant: 'destructive' });
      return;
    }
    check.mutate(setupId, {
      onSuccess: (answer) => setResult(siteCheckResult(answer)),
      onError: (error) => {
        toast({ title: 'Site Check Failed', description: error.message, variant: 'destructive' });
        setResult({ tone: 'error', message: `Could not check your site: ${error.message}`, details: [] });
      },
    });
  }

  return (
    <Card title="Check my site" description={siteCheckDescription(domain)} className={styles.step}>
      <div className={styles.actions}>
        <Button variant="outline" onClick={run} loading={check.isPending} disabled={disabled || !domain}>
          {check.isPending ? 'Checking...' : 'Check my site'}
        </Button>
      </div>
      <div aria-live="polite" className={styles.live}>
        {result && <ResultBox result={result} id="site-check-result" />}
      </div>
    </Card>
  );
}
