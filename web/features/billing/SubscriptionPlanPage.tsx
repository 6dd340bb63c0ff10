import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { plans, type SubscriptionTier } from '../../../shared/plans';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { profileQueryKey, useProfileQuery } from '../../lib/setup-api';
import { destination, openPortal, startCheckout, subscribeFree } from './billing-api';
import { PlanCard } from './PlanCard';
import { planNotice } from './plan-notice';
import frame from '../../styles/page-frame.module.css';
import styles from './PlanPage.module.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /subscription and /subscription-plan (docs/product.md › Route guard, Plans): the three plans, the current one marked, the guard's
 * notice when something needs fixing, and 'Error: ...' when a call fails. Free activates at once; Pro and Premium
 * go to checkout (Stripe, or the local test checkout without keys); paying users get "Manage billing".
 */
export function SubscriptionPlanPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const profileQuery = useProfileQuery();
  usePageReady(!profileQuery.isPending);
  const [busy, setBusy] = useState<SubscriptionTier | 'portal' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const profile = profileQuery.data;
  const notice = profileQuery.isPending
    ? null
    : planNotice(profileQuery.isError ? 'error' : (profile ?? null));
  const active = profile?.subscriptionStatus === 'active';
  const currentTier = active ? profile?.subscriptionTier : null;
  const paying = active && (currentTier === 'pro' || currentTier === 'premium');

  const go = (url: string) => {
    const target = destination(url, window.location.origin);
    if ('inApp' in target) navigate(target.inApp);
    else window.location.assign(target.external);
  };

  async function choose(tier: SubscriptionTier) {
    setBusy(tier);
    setError(null);
    try {
      if (tier === 'free') {
        const updated = await subscribeFree();
        if (user) queryClient.setQueryData(profileQueryKey(user.id), updated);
        navigate(paths.dashboard);
      } else {
        go((await startCheckout(tier)).url);
      }
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  async function manageBilling() {
    setBusy('portal');
    setError(null);
    try {
      go((await openPortal()).url);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={`${frame.page} ${styles.page}`}>
      <header className={frame.header}>
        <h1>Choose Your Plan</h1>
        <p className={frame.lead}>Pick the plan that fits how many email projects you keep.</p>
      </header>
      {search.get('checkout') === 'cancelled' && (
        <p role="status">Checkout was cancelled. Your plan has not changed.</p>
      )}
      {notice && (
        <section
          className={notice.tone === 'welcome' ? styles.welcome : styles.notice}
          role="status"
          aria-labelledby="plan-notice-title"
        >
          <h2 id="plan-notice-title">{notice.title}</h2>
          <p>{notice.description}</p>
        </section>
      )}
      {error && (
        <div className={styles.error} role="alert">
          <p>Error: {error}</p>
        </div>
      )}
      {profileQuery.isError && (
        <div className={styles.error} role="alert">
          <p>Error: {errorText(profileQuery.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void profileQuery.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {profileQuery.isPending ? (
        <Spinner label="Loading plans..." />
      ) : (
        <div className={styles.grid}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              current={currentTier === plan.tier}
              busy={busy === plan.tier}
              disabled={busy !== null || (paying && plan.tier !== currentTier)}
              onChoose={() => void choose(plan.tier)}
            />
          ))}
        </div>
      )}
      {paying && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={busy === 'portal'} onClick={() => void manageBilling()}>
            {busy === 'portal' ? 'Opening billing...' : 'Manage billing'}
          </Button>
          <span>Change or cancel your paid plan in billing.</span>
        </div>
      )}
      {active && (
        <p>
          <Button variant="ghost" onClick={() => navigate(paths.dashboard)}>
            Go to My Email Templates
          </Button>
        </p>
      )}
    </div>
  );
}
