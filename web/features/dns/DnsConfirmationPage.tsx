import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { dnsProvider, dnsProviders, type DnsProviderId } from '../../../shared/dns/providers';
import { nextStep, previousStep } from '../../../shared/onboarding/flow';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Button, Card, Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { FORM_FLOW_STATE } from '../../lib/pending-progress';
import { toast } from '../../lib/toast';
import { detectDnsProvider } from './dns-api';
import { dnsGoodEnough, recordsReadyFor, recordStatusLabel, verificationRecommendedToast } from './dns-rules';
import { useDnsState } from './dns-state';
import { RecordStatusList } from './RecordStatusList';
import frame from '../../styles/page-frame.module.css';
import styles from './DnsConfirmationPage.module.css';

const overallWords = {
  verified: 'All records verified',
  partially_verified: 'Some records verified, some still pending',
  failed_to_verify: 'Some records need fixing',
  pending: 'Waiting for your records',
} as const;

/**
 * /dns-confirmation (docs/product.md › DNS page): the domain, the detected provider, a card per DNS
 * provider opening the instructions dialog, and the next/previous buttons (docs/product.md › DNS page).
 * It prepares the records when none exist for the domain and, while open, the status is re-checked.
 * The page shows before its setup has loaded (the overlay waits for the sign-in only): a provider clicked
 * meanwhile is remembered, shown as loading, and its dialog opens as soon as the setup is there, so an early
 * click is never lost (issue 30).
 */
export function DnsConfirmationPage() {
  const navigate = useNavigate();
  const { status, user } = useAuth();
  const dns = useDnsState();
  const signedIn = status === 'signedIn';
  usePageReady(status !== 'loading');
  const ready = signedIn && dns.loaded;
  const [wanted, setWanted] = useState<DnsProviderId | null>(null);
  const { openDialog } = dns;
  useEffect(() => {
    if (!ready || !wanted) return;
    setWanted(null);
    openDialog(wanted);
  }, [ready, wanted, openDialog]);
  const chooseProvider = (id: DnsProviderId) => (ready ? openDialog(id) : setWanted(id));

  const setup = dns.setup;
  const domain = setup?.domain ?? null;
  const incomplete = signedIn && dns.loaded && !domain;

  const provider = useQuery({
    queryKey: ['dns-provider', user?.id ?? '', domain ?? ''],
    queryFn: async ({ signal }) => {
      try {
        return await detectDnsProvider(signal);
      } catch (error) {
        // Left the page (or the query was cancelled): nothing failed, and nothing is to be cached.
        if (signal.aborted) throw error;
        console.warn('DNS provider detection failed', error); // docs/product.md › DNS providers: only logged
        return null;
      }
    },
    enabled: signedIn && !!domain,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const detected = provider.data?.provider;
  // Other/Manual is the fallback when the nameservers name no provider we know: not something we detected.
  const recognised = detected && detected.id !== 'other' ? detected : undefined;

  const { selectProvider, dialogOpen, watch, prepareRecords, setupFailed } = dns;
  const adopted = useRef(false);
  useEffect(() => {
    if (!detected || adopted.current || dialogOpen) return;
    adopted.current = true;
    selectProvider(detected.id);
  }, [detected, dialogOpen, selectProvider]);

  useEffect(() => watch(), [watch]);

  useEffect(() => {
    if (setup?.domain && !recordsReadyFor(setup)) void prepareRecords();
  }, [setup, prepareRecords]);

  useEffect(() => {
    if (setupFailed)
      toast({
        title: 'Loading Error',
        description: 'Failed to load your DNS configuration. Please try refreshing.',
        variant: 'destructive',
      });
  }, [setupFailed]);

  useEffect(() => {
    if (!incomplete) return;
    toast({
      title: 'Setup Incomplete',
      description: 'Please complete previous steps first.',
      variant: 'destructive',
    });
    if (setup === null) navigate(paths.home, { replace: true });
  }, [incomplete, setup, navigate]);

  if (setupFailed) {
    return (
      <div className={frame.page}>
        <div className={styles.error} role="alert">
          <h1>Loading Error</h1>
          <p>Failed to load your DNS configuration. Please try refreshing.</p>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
        </div>
      </div>
    );
  }

  if (incomplete) {
    return (
      <div className={frame.page}>
        <div className={styles.error} role="alert">
          <h1>Setup Incomplete</h1>
          <p>Please complete previous steps first.</p>
          <Button onClick={() => navigate(paths.home)}>Go to the first step</Button>
        </div>
      </div>
    );
  }

  const verifiedCount = dns.records.filter((r) => recordStatusLabel(r.status) === 'Verified').length;

  function onContinue() {
    if (!dnsGoodEnough(dns.overallStatus, dns.records.length)) toast(verificationRecommendedToast);
    navigate(nextStep(paths.dnsConfirmation, { signedIn: true }) ?? paths.websiteTracking);
  }

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1>Configure Your DNS</h1>
        <p className={frame.lead}>
          Add a few records at your DNS provider so inbox providers trust the email we send for you. Your
          existing email keeps working: nothing here touches the mail you receive.
        </p>
        <p className={styles.domain}>
          Domain: <strong>{domain ?? '…'}</strong>
        </p>
      </header>

      <Card title="Who manages your DNS?" titleLevel={2}>
        <div className={styles.detect} aria-live="polite">
          {wanted && !ready ? (
            <Spinner showLabel label={`Loading your DNS setup to open ${dnsProvider(wanted).name}...`} />
          ) : !ready && !setupFailed ? (
            <Spinner showLabel label="Loading your DNS setup..." />
          ) : provider.isFetching ? (
            <Spinner showLabel label="Detecting your DNS provider..." />
          ) : recognised ? (
            <p>
              We believe your DNS provider is <strong>{recognised.name}</strong>.
            </p>
          ) : detected ? (
            <p>We couldn&apos;t tell who manages your DNS. Pick your provider below, or Other/Manual.</p>
          ) : null}
        </div>
        <ul className={styles.grid} aria-label="DNS providers" aria-busy={!ready}>
          {dnsProviders.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className={[styles.provider, recognised?.id === p.id ? styles.detected : ''].join(' ')}
                onClick={() => chooseProvider(p.id)}
                aria-busy={wanted === p.id ? true : undefined}
                aria-describedby={recognised?.id === p.id ? 'dns-detected-badge' : undefined}
              >
                <img src={p.logo} alt="" width={48} height={48} />
                <span className={styles.providerName}>{p.name}</span>
                {recognised?.id === p.id && (
                  <span id="dns-detected-badge" className={styles.badge}>
                    Detected
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Card>

      <Card title="Your records" titleLevel={2}>
        {dns.preparing || (dns.records.length === 0 && !incomplete) ? (
          <Spinner showLabel label="Preparing your DNS records..." />
        ) : (
          <div className={styles.status}>
            <p>
              <strong>{dns.overallStatus ? overallWords[dns.overallStatus] : overallWords.pending}</strong>:{' '}
              {verifiedCount} of {dns.records.length} records verified.
            </p>
            <RecordStatusList records={dns.records} />
            <div className={styles.statusActions}>
              <Button variant="secondary" onClick={() => dns.openDialog()}>
                View records and verify
              </Button>
              <Button variant="outline" onClick={() => void dns.verify()} loading={dns.verifying}>
                {dns.verifying ? 'Verifying...' : 'Verify All Records'}
              </Button>
            </div>
          </div>
        )}
      </Card>

      <nav className={styles.nav} aria-label="Onboarding steps">
        <Button
          variant="outline"
          onClick={() =>
            navigate(previousStep(paths.dnsConfirmation, { signedIn: true }) ?? paths.home, {
              state: FORM_FLOW_STATE,
            })
          }
        >
          Previous Step
        </Button>
        <Button size="lg" onClick={onContinue}>
          Continue to Website Tracking
        </Button>
      </nav>
    </div>
  );
}
