import { useState } from 'react';
import { Button, Card } from '../../components/ui';
import { toast } from '../../lib/toast';
import { ResultBox } from './ResultBox';
import { usePixelTest } from './tracking-api';
import { pixelErrorResult, pixelResult, type ResultBox as ResultBoxModel } from './tracking-model';
import styles from './TrackingPage.module.css';

/** Step 2: Test Pixel Installation (docs/product.md › Tracking page, with the toasts 'Cannot Test Pixel' and 'Pixel Test Failed'). */
export function PixelTestPanel({ setupId }: { setupId: string | undefined }) {
  const test = usePixelTest();
  const [result, setResult] = useState<ResultBoxModel | undefined>();

  function run() {
    if (!setupId) {
      toast({ title: 'Cannot Test Pixel', description: 'Setup ID is missing.', variant: 'destructive' });
      return;
    }
    test.mutate(setupId, {
      onSuccess: (status) => setResult(pixelResult(status)),
      onError: (error) => {
        const message = error.message || 'Could not get pixel status';
        toast({ title: 'Pixel Test Failed', description: message, variant: 'destructive' });
        setResult(pixelErrorResult(message));
      },
    });
  }

  return (
    <Card
      title="2. Test Pixel Installation"
      description="After publishing, open any page of your site in a browser, then test here. We check whether the script has reported in."
      className={styles.step}
    >
      <div className={styles.actions}>
        <Button variant="secondary" onClick={run} loading={test.isPending}>
          {test.isPending ? 'Testing...' : 'Test Pixel Installation'}
        </Button>
      </div>
      <div aria-live="polite" className={styles.live}>
        {result && <ResultBox result={result} id="pixel-test-result" />}
      </div>
    </Card>
  );
}
