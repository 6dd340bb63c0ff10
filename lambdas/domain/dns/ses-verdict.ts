import type { DnsRecordItem } from '../../../shared/dns/records';
import type { SendingIdentity } from '../../ports/identities';
import type { Verdict } from './record-verdict';

/** SES's own view of the identity (AWS only). Omit locally, or pass 'not_started' values: they are ignored. */
export type SesIdentityStatus = Pick<SendingIdentity, 'dkimStatus' | 'mailFromStatus'>;

export type SesState = SendingIdentity['dkimStatus'] | undefined;

/** The SES status that speaks for a record kind: DKIM, and the MAIL FROM MX (SES does not check its SPF). */
export function sesFor(kind: DnsRecordItem['kind'], ses: SesIdentityStatus | undefined): SesState {
  if (!ses) return undefined;
  if (kind === 'dkim') return ses.dkimStatus;
  if (kind === 'mx') return ses.mailFromStatus; // SES checks the MAIL FROM MX, not its SPF
  return undefined;
}

/**
 * SES's status folded into our DNS verdict. Our lookups are fresher and say what is wrong, so a DNS
 * failure stands; SES success confirms anything not failed; SES failed over a correct record means SES
 * gave up; SES pending/temporary_failure over a correct record waits for SES (pending, never failed).
 */
export function applySes(verdict: Verdict, ses: SesState): Verdict {
  if (!ses || ses === 'not_started') return verdict;
  if (verdict.status === 'failed') return verdict;
  if (ses === 'success') return { status: 'verified', ...(verdict.found ? { found: verdict.found } : {}) };
  if (verdict.status !== 'verified') return verdict;
  if (ses === 'failed')
    return { status: 'failed', reason: 'ses_failed', ...(verdict.found ? { found: verdict.found } : {}) };
  return { status: 'pending', reason: 'awaiting_ses', ...(verdict.found ? { found: verdict.found } : {}) };
}
