/**
 * The shared DNS state (spec 1 §3 "Shared DNS state"): overall DNS status, dialog open flag, selected
 * provider and loaded flag, plus the one `verify` every screen uses and the polling while a DNS screen is
 * open. The setup itself is the app's one setup query (web/lib/setup-api.ts), so a verify refreshes every
 * page. `useDnsState()` outside <DnsStateProvider> throws (spec 1 §8).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DnsRecordView } from '../../../shared/contracts/dns';
import type { OverallDnsStatus, Setup } from '../../../shared/contracts/setup';
import { dnsProvider, dnsProviderIdSchema, type DnsProviderId } from '../../../shared/dns/providers';
import { useAuth } from '../../lib/auth';
import { storeSetup, useSetupQuery } from '../../lib/setup-api';
import { toast } from '../../lib/toast';
import { initiateDns, verifyDns } from './dns-api';
import type * as DnsRulesModule from './dns-rules';

export interface DnsState {
  overallStatus: OverallDnsStatus | null;
  /** The setup has been read (signed in and the read succeeded). */
  loaded: boolean;
  dialogOpen: boolean;
  selectedProvider: DnsProviderId;
  /** undefined while loading; null when the user has no setup. */
  setup: Setup | null | undefined;
  setupFailed: boolean;
  records: DnsRecordView[];
  verifying: boolean;
  /** Records are being prepared (initiate) for a setup that has none for its domain. */
  preparing: boolean;
  openDialog: (provider?: DnsProviderId) => void;
  closeDialog: () => void;
  selectProvider: (provider: DnsProviderId) => void;
  /** Checks every record; `silent` (polling) shows no toasts. */
  verify: (options?: { silent?: boolean }) => Promise<void>;
  /** Puts a setup answered by a DNS route into the shared cache. */
  storeDnsSetup: (setup: Setup) => Promise<void>;
  /** Prepares the records when the setup has none for its domain ('DNS Setup Initiated'); once per domain. */
  prepareRecords: () => Promise<void>;
  /** A DNS screen is open: poll while it is (returns the unregister function). */
  watch: () => () => void;
}

const DnsContext = createContext<DnsState | null>(null);

export function useDnsState(): DnsState {
  const value = useContext(DnsContext);
  if (!value) throw new Error('useDnsState must be used within a DnsStateProvider');
  return value;
}

type DnsRules = typeof DnsRulesModule;
const loadDnsRules = () => import('./dns-rules');

/**
 * dns-rules (and the full-zod DNS contract it reads records with) loads once someone is signed in: this
 * provider sits in the shell of every page, public ones included. Until it has loaded the state is not loaded.
 */
function useDnsRules(signedIn: boolean): DnsRules | null {
  const [rules, setRules] = useState<DnsRules | null>(null);
  useEffect(() => {
    if (!signedIn || rules) return;
    let live = true;
    void loadDnsRules().then((loadedRules) => {
      if (live) setRules(loadedRules);
    });
    return () => {
      live = false;
    };
  }, [signedIn, rules]);
  return rules;
}

export function DnsStateProvider({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const query = useSetupQuery();
  const signedIn = status === 'signedIn';
  const rules = useDnsRules(signedIn);
  const setup = signedIn ? query.data : undefined;
  const loaded = signedIn && query.isSuccess && rules !== null;

  const [dialogOpen, setDialogOpen] = useState(false);
  const [chosen, setChosen] = useState<DnsProviderId | null>(null);
  const [verifying, setVerifying] = useState(false);
  const verifyingRef = useRef(false);
  const [watchers, setWatchers] = useState(0);
  /** Spec 1 §8: on a verify error the overall status becomes the previous value or failed_to_verify. */
  const [override, setOverride] = useState<{ at: number; value: OverallDnsStatus } | null>(null);

  const stored = setup?.overallDnsStatus ?? null;
  const overallStatus =
    override && override.at === query.dataUpdatedAt && stored === null ? override.value : stored;
  const detected = dnsProviderIdSchema.safeParse(setup?.dnsProviderId);
  const selectedProvider = chosen ?? (detected.success ? detected.data : 'other');
  const records = useMemo(() => (rules ? rules.recordsOf(setup) : []), [rules, setup]);

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
    if (!rules || !setup?.domain || rules.recordsReadyFor(setup) || preparedFor.current === setup.domain)
      return;
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
  }, [rules, setup, selectedProvider, storeDnsSetup]);

  const watch = useCallback(() => {
    setWatchers((n) => n + 1);
    return () => setWatchers((n) => n - 1);
  }, []);

  // Poll while a DNS screen is open and something is still unverified; stops when verified or closed.
  const polling =
    loaded && records.length > 0 && overallStatus !== 'verified' && (dialogOpen || watchers > 0);
  const verifyRef = useRef(verify);
  verifyRef.current = verify;
  const pollMs = rules?.VERIFY_POLL_MS;
  useEffect(() => {
    if (!polling || pollMs === undefined) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void verifyRef.current({ silent: true });
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [polling, pollMs]);

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
  return <DnsContext.Provider value={value}>{children}</DnsContext.Provider>;
}
