import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { plans } from '../../../shared/plans';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, ButtonLink, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { destination, cancelTestSubscription, finishTestCheckout, readTestCheckout } from './billing-api';
import frame from '../../styles/page-frame.module.css';
import styles from './PlanPage.module.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /local-checkout: the test checkout used when no Stripe keys are configured (the local stage). It takes no
 * payment: completing or cancelling makes the server send a Stripe-signed event through the real webhook route.
 * With ?portal=… it is the test billing portal, whose one action ends the test subscription the same way.
 */
export function LocalCheckoutPage() {
  const [search] = useSearchParams();
  const sessionId = search.get('session') ?? '';
  const portal = search.has('portal');
  const { status } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'complete' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const session = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) => readTestCheckout(sessionId, signal),
    enabled: status === 'signedIn' && sessionId !== '' && !portal,
  });
  usePageReady(status !== 'loading' && (portal || sessionId === '' || !session.isPending));
  const plan = plans.find((p) => p.tier === session.data?.tier);

  async function finish(outcome: 'complete' | 'cancel') {
    setBusy(outcome);
    setError(null);
    try {
      const { redirect } =
        portal && outcome === 'complete'
          ? await cancelTestSubscription()
          : portal
            ? { redirect: paths.subscription }
            : await finishTestCheckout(sessionId, outcome);
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
      const target = destination(redirect, window.location.origin);
      navigate('inApp' in target ? target.inApp : paths.subscription);
    } catch (e) {
      setError(errorText(e));
      setBusy(null);
    }
  }

  return (
    <div className={frame.page}>
      <section className={styles.testBanner} aria-labelledby="test-banner">
        <h2 id="test-banner">{portal ? 'Test billing portal' : 'Test checkout'}</h2>
        <p>
          This is a test {portal ? 'billing portal' : 'checkout'}: no real payment is taken and no card is
          needed. Stripe is not configured here, so this page stands in for it and sends a signed test event
          to Jungle Mail&apos;s payment webhook.
        </p>
      </section>
      {status === 'signedOut' && (
        <p role="alert">
          Please{' '}
          <ButtonLink to={paths.login} variant="ghost">
            log in
          </ButtonLink>{' '}
          to continue.
        </p>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p>Error: {error}</p>
        </div>
      )}
      {portal ? (
        <div className={frame.panel}>
          <p>End your test subscription? You go back to the Free plan.</p>
          <div className={styles.actions}>
            <Button
              variant="destructive"
              loading={busy === 'complete'}
              onClick={() => void finish('complete')}
            >
              {busy === 'complete' ? 'Cancelling...' : 'Cancel subscription (test)'}
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={() => void finish('cancel')}>
              Back to plans
            </Button>
          </div>
        </div>
      ) : session.isPending && sessionId !== '' && status === 'signedIn' ? (
        <Spinner label="Loading checkout..." />
      ) : session.isError ? (
        <div className={styles.error} role="alert">
          <p>Error: {errorText(session.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void session.refetch()}>
            Try Again
          </Button>
        </div>
      ) : sessionId === '' ? (
        <p role="alert">This test checkout was not found.</p>
      ) : (
        plan && (
          <div className={frame.panel}>
            <h1>
              {plan.name} plan: ${plan.monthlyPrice} per month (test)
            </h1>
            {session.data?.status !== 'open' && <p>This checkout is already {session.data?.status}.</p>}
            <div className={styles.actions}>
              <Button
                loading={busy === 'complete'}
                disabled={busy !== null}
                onClick={() => void finish('complete')}
              >
                {busy === 'complete' ? 'Completing...' : 'Complete test purchase'}
              </Button>
              <Button variant="outline" disabled={busy !== null} onClick={() => void finish('cancel')}>
                Cancel
              </Button>
            </div>
          </div>
        )
      )}
    </div>
  );
}
