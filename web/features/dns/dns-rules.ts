/**
 * The DNS screens' rules as pure functions (docs/product.md › DNS statuses and banner, DNS page), so
 * they are unit-tested without a browser.
 */
import { dnsRecordViewSchema, type DnsRecordView } from '../../../shared/contracts/dns';
import type { OverallDnsStatus } from '../../../shared/contracts/setup';
import { normalizeRecordStatus, type RecordStatus } from '../../../shared/dns/status';
import { canonicalPath, isBefore } from '../../../shared/onboarding/flow';

export const DNS_CONFIRMATION_PATH = '/dns-confirmation';
/** docs/product.md › DNS page: the unverified-DNS notice lasts 7000 ms; partially verified is acceptable with ≥3 records. */
export const RECOMMENDATION_TOAST_MS = 7000;
export const MIN_RECORDS_FOR_PARTIAL = 3;
/** While the page or dialog is open and not everything is verified, verify again this often. */
export const VERIFY_POLL_MS = 30_000;

export const verificationRecommendedToast = {
  title: 'DNS Verification Recommended',
  description:
    'You can continue, but email sending may fail until your DNS records are verified. You can verify them any time from the banner at the top.',
  variant: 'info',
  duration: RECOMMENDATION_TOAST_MS,
} as const;

/** 'Continue to Website Tracking' shows the recommendation first unless this holds. */
export function dnsGoodEnough(overall: OverallDnsStatus | null | undefined, recordCount: number): boolean {
  if (overall === 'verified') return true;
  return overall === 'partially_verified' && recordCount >= MIN_RECORDS_FOR_PARTIAL;
}

export const statusLabels: Record<RecordStatus, 'Verified' | 'Pending' | 'Failed'> = {
  verified: 'Verified',
  pending: 'Pending',
  failed: 'Failed',
};

/** Any stored per-record value shown as Verified, Pending or Failed (unknown values read as Pending). */
export function recordStatusLabel(status: string | null | undefined): 'Verified' | 'Pending' | 'Failed' {
  return statusLabels[normalizeRecordStatus(status)];
}

/** The records of a setup as the dialog shows them; unreadable entries are left out. */
export function recordsOf(setup: { dnsRecords?: unknown } | null | undefined): DnsRecordView[] {
  if (!setup || !Array.isArray(setup.dnsRecords)) return [];
  return setup.dnsRecords.flatMap((r) => {
    const parsed = dnsRecordViewSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
}

/** True when the setup has records made for its current domain (else the DNS page prepares them). */
export function recordsReadyFor(
  setup: { domain: string | null; dnsRecords?: unknown } | null | undefined,
): boolean {
  if (!setup?.domain) return false;
  const records = recordsOf(setup);
  return records.length > 0 && records.some((r) => r.name === `_dmarc.${setup.domain}`);
}

// ---- the global banner -------------------------------------------------------------------------------------

export interface BannerInput {
  loaded: boolean;
  overall: OverallDnsStatus | null | undefined;
  pathname: string;
  dialogOpen: boolean;
}

/** docs/product.md › DNS statuses and banner: hidden when not loaded, verified or null, before /dns-confirmation in the flow, or the dialog is open. */
export function bannerVisible({ loaded, overall, pathname, dialogOpen }: BannerInput): boolean {
  if (!loaded || dialogOpen) return false;
  if (overall === null || overall === undefined || overall === 'verified') return false;
  return !isBefore(pathname, DNS_CONFIRMATION_PATH);
}

export const BANNER_HINT =
  "This can take a few hours, but if you haven't added the records, please do so now.";

export function bannerMessage(overall: OverallDnsStatus | null | undefined): {
  tone: 'red' | 'yellow';
  text: string;
} {
  if (overall === 'failed_to_verify') return { tone: 'red', text: 'DNS verification failed. Please review.' };
  if (overall === 'partially_verified') return { tone: 'yellow', text: 'Some DNS records still pending.' };
  return { tone: 'yellow', text: 'DNS records pending.' };
}

const segmentOf = (pathname: string): string => `/${canonicalPath(pathname).split('/')[1] ?? ''}`;

/** Pages that get extra top padding while the banner shows. */
export function bannerPadsPage(pathname: string): boolean {
  return ['/dashboard', '/editor', '/send-email', '/website-tracking'].includes(segmentOf(pathname));
}
