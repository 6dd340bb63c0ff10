import { normalizeName } from '../../../shared/dns/names';
import type { DnsProviderId } from '../../../shared/dns/providers';
import { reasons, type ReasonCode, type ReasonVars } from '../../../shared/dns/reasons';
import type { DnsRecordType } from '../../ports/dns';
import type { Outcome } from './record-lookups';

export type Verdict =
  | { status: 'verified'; found?: string }
  | { status: 'pending' | 'failed'; reason: ReasonCode; vars?: ReasonVars; found?: string };

/** What every record check gets: the names involved and the shared, de-duplicated lookups. */
export interface CheckContext {
  domain: string;
  mailFrom: string;
  region: string;
  providerId: DnsProviderId | undefined;
  q: (name: string, type: DnsRecordType) => Promise<Outcome>;
  resolverTxt: (name: string) => Promise<string[] | null>;
}

export interface CheckResult {
  verdict: Verdict;
  /** DMARC only: the single DMARC record found, which replaces ours in the display when it is not ours. */
  dmarcFound?: string;
  /** DMARC only: the organizational domain whose record covers this subdomain (RFC 7489 §6.6.3). */
  dmarcInheritedFrom?: string;
}

export const lower = (s: string): string => normalizeName(s);

/** One value as it is; several quoted and comma-separated. */
export const quoteAll = (values: string[]): string =>
  values.length === 1 ? (values[0] ?? '') : values.map((v) => `"${v}"`).join(', ');

export const lookupError: Verdict = { status: 'pending', reason: 'lookup_error' };
export const notFound: Verdict = { status: 'pending', reason: 'not_found' };

/** A verdict with the reason's own status; `found` defaults to vars.found. */
export function failed(reason: ReasonCode, vars: ReasonVars, found?: string): Verdict {
  return {
    status: reasons[reason].status,
    reason,
    vars,
    ...(found !== undefined ? { found } : { found: vars.found }),
  };
}
