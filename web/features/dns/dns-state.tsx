/**
 * The shared DNS state (docs/product.md › DNS statuses and banner): overall DNS status, dialog open flag, selected
 * provider and loaded flag, plus the one `verify` every screen uses and the polling while a DNS screen is
 * open. The setup itself is the app's one setup query (web/lib/setup-api.ts), so a verify refreshes every
 * page. `useDnsState()` outside <DnsStateProvider> throws (docs/product.md › DNS statuses and banner).
 *
 * The provider sits in the shell of every page, public ones included, so it is small: the live state
 * (dns-state-live.tsx, with React Query, the DNS contract and the records rules) loads only once someone is
 * signed in. Until then, and while it loads, readers get the signed-out state (nothing loaded, no setup).
 */
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import type { DnsRecordView } from '../../../shared/contracts/dns';
import type { OverallDnsStatus, Setup } from '../../../shared/contracts/setup';
import type { DnsProviderId } from '../../../shared/dns/providers';
import { useAuth } from '../../lib/auth';

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

const noop = () => {};
/** Nobody signed in (or the live state still loading): nothing loaded, nothing to do. */
const signedOutState: DnsState = {
  overallStatus: null,
  loaded: false,
  dialogOpen: false,
  selectedProvider: 'other',
  setup: undefined,
  setupFailed: false,
  records: [],
  verifying: false,
  preparing: false,
  openDialog: noop,
  closeDialog: noop,
  selectProvider: noop,
  verify: async () => {},
  storeDnsSetup: async () => {},
  prepareRecords: async () => {},
  watch: () => noop,
};

const DnsStateLive = lazy(() => import('./dns-state-live').then((m) => ({ default: m.DnsStateLive })));

export function DnsStateProvider({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [live, setLive] = useState<DnsState | null>(null);
  const signedIn = status === 'signedIn';
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <DnsStateLive onChange={setLive} />
        </Suspense>
      )}
      <DnsContext.Provider value={(signedIn && live) || signedOutState}>{children}</DnsContext.Provider>
    </>
  );
}
