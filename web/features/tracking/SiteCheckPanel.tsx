import { useState } from 'react';
import { Button, Card } from '../../components/ui';
import { toast } from '../../lib/toast';
import { ResultBox } from './ResultBox';
import { useSiteCheck } from './tracking-api';
import { siteCheckOutcomes, siteCheckTone, type ResultBox as ResultBoxModel } from './tracking-model';
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
      onSuccess: (answer) =>
        setResult({ tone: siteCheckTone[answer.result], message: answer.message, details: [] }),
      onError: (error) => {
        toast({ title: 'Site Check Failed', description: error.message, variant: 'destructive' });
        setResult({ tone: 'error', message: `Could not check your site: ${error.message}`, details: [] });
      },
    });
  }

  return (
    <Card
      title="Check my site"
      description={
        domain
          ? `Not sure the script made it onto your site? We can load https://${domain}/ and look for it.`
          : 'Not sure the script made it onto your site? We can load your homepage and look for it.'
      }
      className={styles.step}
    >
      <dl className={styles.outcomes}>
        {siteCheckOutcomes.map((o) => (
          <div key={o.result} className={`${styles.outcome} ${styles[siteCheckTone[o.result]]}`}>
            <dt>{o.title}</dt>
            <dd>{o.text}</dd>
          </div>
        ))}
      </dl>
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
