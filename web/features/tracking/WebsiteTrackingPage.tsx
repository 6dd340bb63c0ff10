import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { previousStep } from '../../../shared/onboarding/flow';
import { buildSignupFormSnippet } from '../../../shared/tracking/signup-form-snippet';
import { buildSnippet } from '../../../shared/tracking/snippet';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button } from '../../components/ui';
import { getRuntimeConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { PixelTestPanel } from './PixelTestPanel';
import { ScriptPanel } from './ScriptPanel';
import { SignupFormPanel } from './SignupFormPanel';
import { ShopifyLinkCard } from '../shopify/ShopifyLinkCard';
import { CommerceEventsPanel } from './CommerceEventsPanel';
import { SiteCheckPanel } from './SiteCheckPanel';
import { useTrackingId } from './tracking-api';
import { idsErrorMessage, snippetOrigin } from './tracking-model';
import frame from '../../styles/page-frame.module.css';
import styles from './TrackingPage.module.css';

const SETUP_INCOMPLETE = 'Email setup not found. Please complete previous steps.';

/**
 * /website-tracking (docs/product.md › Tracking page): the generated script, Copy Script, Test Pixel
 * Installation and, beyond the spec, "Check my site". The tracking id is fetched (made on first visit)
 * as soon as the setup is known; the overlay waits for the setup only.
 */
export function WebsiteTrackingPage() {
  const navigate = useNavigate();
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const setupQuery = useSetupQuery();
  usePageReady(!(status === 'loading' || (signedIn && setupQuery.isPending)));

  const setup = signedIn ? (setupQuery.data ?? null) : null;
  const setupId = setup?.id;
  const setupMissing = signedIn && setupQuery.isSuccess && !setupId;
  const setupFailed = signedIn && setupQuery.isError;

  useEffect(() => {
    if (setupMissing)
      toast({ title: 'Setup Incomplete', description: SETUP_INCOMPLETE, variant: 'destructive' });
  }, [setupMissing]);
  useEffect(() => {
    if (setupFailed)
      toast({
        title: 'Error Loading Setup',
        description: 'Could not retrieve your setup information.',
        variant: 'destructive',
      });
  }, [setupFailed]);

  const trackingId = useTrackingId(setupId);
  const snippet = useMemo(
    () =>
      trackingId.data
        ? buildSnippet({
            origin: snippetOrigin(getRuntimeConfig().apiBase, window.location.origin),
            trackingId: trackingId.data,
          })
        : undefined,
    [trackingId.data],
  );
  const signupForm = useMemo(
    () =>
      trackingId.data
        ? buildSignupFormSnippet({
            origin: snippetOrigin(getRuntimeConfig().apiBase, window.location.origin),
            trackingId: trackingId.data,
          })
        : undefined,
    [trackingId.data],
  );

  return (
    <div className={`${frame.page} ${styles.page}`}>
      <header className={frame.header}>
        <h1>Website Tracking Pixel</h1>
        <p className={frame.lead}>
          Add our tracking script to your website so your emails can react to what visitors do, like welcoming
          new sign-ups or nudging abandoned carts.
        </p>
      </header>

      {(setupMissing || setupFailed) && (
        <div className={styles.notice} role="alert">
          <h2 className={styles.noticeTitle}>Setup ID Missing</h2>
          <p>
            {setupFailed
              ? 'Could not retrieve your setup information. Refresh the page to try again.'
              : SETUP_INCOMPLETE}
          </p>
        </div>
      )}

      <ScriptPanel
        snippet={snippet}
        loading={trackingId.isFetching && !trackingId.data}
        error={trackingId.isError ? idsErrorMessage(trackingId.error.message) : undefined}
        onRetry={() => void trackingId.refetch()}
      />
      <PixelTestPanel setupId={setupId} />
      <SiteCheckPanel setupId={setupId} domain={setup?.domain} disabled={!trackingId.data} />
      <SignupFormPanel snippet={signupForm} />
      {setup?.websiteProvider === 'shopify' && <ShopifyLinkCard />}
      <CommerceEventsPanel
        setupId={setupId}
        target={
          trackingId.data
            ? {
                origin: snippetOrigin(getRuntimeConfig().apiBase, window.location.origin),
                trackingId: trackingId.data,
              }
            : undefined
        }
      />

      {setup?.formComplete ? (
        // Onboarding is done: the page is opened again for the script (analytics, campaigns link here).
        <nav className={styles.nav} aria-label="Back to the app">
          <Button size="lg" onClick={() => navigate(paths.dashboard)}>
            Back to Dashboard
          </Button>
        </nav>
      ) : (
        <nav className={styles.nav} aria-label="Onboarding steps">
          <Button
            variant="outline"
            onClick={() => navigate(previousStep(paths.websiteTracking, { signedIn: true }) ?? paths.home)}
          >
            Previous Step
          </Button>
          <Button size="lg" onClick={() => navigate(paths.subscriptionPlan)}>
            Continue to Plan Selection
          </Button>
        </nav>
      )}
    </div>
  );
}
