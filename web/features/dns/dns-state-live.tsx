/**
 * The shared DNS state's live half (docs/product.md › DNS statuses and banner), for a signed-in user: the setup query, verify,
 * record preparation and polling. web/features/dns/dns-state.tsx mounts it (lazily, with React Query and the
 * records parsing) only once someone is signed in, and hands its value to every reader through DnsContext.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OverallDnsStatus, Setup } from '../../../shared/contracts/setup';
import { dnsProvider, dnsProviderIdSchema, type DnsProviderId } from '../../../shared/dns/providers';
import { useAuth } from '../../lib/auth';
import { QueryProvider } from '../../lib/query-client';
import { storeSetup, useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { initiateDns, verifyDns } from './dns-api';
import { recordsOf, recordsReadyFor, VERIFY_POLL_MS } from './dns-rules';
import type { DnsState } from './dns-state';

/** Reports the live state to the shell's provider on every change (before paint), and null when it goes. */
export function DnsStateLive({ onChange }: { onChange: (state: DnsState | null) => void }) {
  return (
    <QueryProvider>
      <Reporter onChange={onChange} />
    </QueryProvider>
  );
}

function Reporter({ onChange }: { onChange: (state: DnsState | null) => void }) {
  const value = useLiveDnsState();
  useLayoutEffect(() => onChange(value), [onChange, value]);
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}

function useLiveDnsState(): DnsState {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const query = useSetupQuery();
  const signedIn = status === 'signedIn';
  const setup = signedIn ? query.data : undefined;
  const loaded = signedIn && query.isSuccess;

  const [dialogOpen, setDialogOpen] = useState(false);
  const [chosen, setChosen] = useState<DnsProviderId | null>(null);
  const [verifying, setVerifying] = useState(false);
  const verifyingRef = useRef(false);
  const [watchers, setWatchers] = useState(0);
  /** docs/product.md › DNS statuses and banner: on a verify error the overall status becomes the previous value or failed_to_verify. */
  const [override, setOverride] = useState<{ at: number; value: OverallDnsStatus } | null>(null);

  const stored = setup?.overallDnsStatus ?? null;
  const overallStatus =
    override && override.at === query.dataUpdatedAt && stored === null ? override.value : stored;
  const detected = dnsProviderIdSchema.safeParse(setup?.dnsProviderId);
  const selectedProvider = chosen ?? (detected.success ? detected.data : 'other');
  const records = useMemo(() => recordsOf(setup), [setup]);

  const storeDnsSetup = useCallback(
    async (next: Setup) => {
      if (user) await storeSetup(queryClient, user.id, next);
    },
    [queryClient, user],
  );

  const verify = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      if (verifyingRef.current) return;
      if (!setup) {
        if (!silent)
          toast({
            title: 'DNS Verification Error',
            description: 'Error: No setup data to verify.',
            variant: 'destructive',
          });
        return;
      }
      verifyingRef.current = true;
      setVerifying(true);
      try {
        const { emailSetup } = await verifyDns();
        await storeDnsSetup(emailSetup);
        if (!silent) toast({ title: 'Verification Updated', description: 'DNS records status refreshed.' });
      } catch (error) {
        console.error('DNS verification failed', error);
        setOverride({ at: query.dataUpdatedAt, value: setup.overallDnsStatus ?? 'failed_to_verify' });
        if (!silent)
          toast({
            title: 'DNS Verification Error',
            description: error instanceof Error && error.message ? error.message : 'Could not verify records',
            variant: 'destructive',
          });
      } finally {
        verifyingRef.current = false;
        setVerifying(false);
      }
    },
    [setup, storeDnsSetup, query.dataUpdatedAt],
  );

  const [preparing, setPreparing] = useState(false);
  const preparedFor = useRef<string | null>(null);
  const prepareRecords = useCallback(async () => {
    if (!setup?.domain || recordsReadyFor(setup) || preparedFor.current === setup.domain) return;
    preparedFor.current = setup.domain;
    setPreparing(true);
    try {
      const { message, setup: next } = await initiateDns(dnsProvider(selectedProvider).name);
      await storeDnsSetup(next);
      toast({ title: 'DNS Setup Initiated', description: message || 'Your DNS records are being prepared.' });
    } catch (error) {
      console.error('Could not prepare the DNS records', error);
      toast({
        title: 'Error Fetching DNS Data',
        description: error instanceof Error ? error.message : 'Could not prepare your DNS records.',
        variant: 'destructive',
      });
    } finally {
      setPreparing(false);
    }
  }, [setup, selectedProvider, storeDnsSetup]);

  const watch = useCallback(() => {
    setWatchers((n) => n + 1);
    return () => setWatchers((n) => n - 1);
  }, []);

  // Poll while a DNS screen is open and something is still unverified; stops when verified or closed.
  const polling =
    loaded && records.length > 0 && overallStatus !== 'verified' && (dialogOpen || watchers > 0);
  const verifyRef = useRef(verify);
  verifyRef.current = verify;
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void verifyRef.current({ silent: true });
    }, VERIFY_POLL_MS);
    return () => window.clearInterval(timer);
  }, [polling]);

  // A signed-out user leaves no dialog behind.
  useEffect(() => {
    if (!signedIn) setDialogOpen(false);
  }, [signedIn]);

  const value = useMemo<DnsState>(
    () => ({
      overallStatus,
      loaded,
      dialogOpen,
      selectedProvider,
      setup,
      setupFailed: signedIn && query.isError,
      records,
      verifying,
      preparing,
      openDialog: (provider) => {
        if (provider) setChosen(provider);
        setDialogOpen(true);
      },
      closeDialog: () => setDialogOpen(false),
      selectProvider: setChosen,
      verify,
      storeDnsSetup,
      prepareRecords,
      watch,
    }),
    [
      overallStatus,
      loaded,
      dialogOpen,
      selectedProvider,
      setup,
      signedIn,
      query.isError,
      records,
      verifying,
      preparing,
      verify,
      storeDnsSetup,
      prepareRecords,
      watch,
    ],
  );
  return value;
}
