import type { DnsProviderId } from '../../../shared/dns/providers';
import { normalizeName } from '../../../shared/dns/names';
import { expectedRecords, mailFromDomainOf, type DnsRecordItem } from '../../../shared/dns/records';
import { overallStatus, type OverallStatus } from '../../../shared/dns/status';
import type { DnsLookup } from '../../ports/dns';
import { checkDkim } from './check-dkim';
import { checkDmarc } from './check-dmarc';
import { checkMailFromMx } from './check-mail-from-mx';
import { checkMailFromSpf } from './check-mail-from-spf';
import {
  addressOf,
  authoritativeServers,
  onPort,
  withTimeout,
  type AuthoritativeOptions,
} from './nameservers';
import { finish, inheritDmarc, rebaseDmarc } from './record-display';
import { recordLookups, type AnsweredBy } from './record-lookups';
import type { CheckContext, CheckResult } from './record-verdict';
import { applySes, sesFor, type SesIdentityStatus } from './ses-verdict';

export { applySes, type SesIdentityStatus } from './ses-verdict';
export type { Verdict } from './record-verdict';

/** The whole verification answers within this (a few seconds), whatever the nameservers do. */
export const VERIFY_DEADLINE_MS = 5_000;

export interface VerifySetupInput {
  domain: string;
  /** AWS region of the SES identity (for the MAIL FROM MX host). */
  region: string;
  dkimTokens: readonly string[];
  /** Full MAIL FROM domain (SendingIdentity.mailFromDomain); default send.{domain}. */
  mailFromDomain?: string;
  /** Used when mailFromDomain is absent; default 'send'. */
  mailFromSubdomain?: string;
  /** rua address of the DMARC record we propose when the domain has none. */
  dmarcReportAddress: string;
  /** Detected DNS provider, if known: A answers at a DKIM name on Cloudflare are read as proxying. */
  providerId?: DnsProviderId;
}

export interface VerifyDeps {
  dns: DnsLookup;
  sesStatus?: SesIdentityStatus;
  /** Ask the domain's nameservers directly (default) or, with false, only the resolver. */
  authoritative?: AuthoritativeOptions | false;
  /** Bound for each resolver lookup; default 5000 ms. */
  resolverTimeoutMs?: number;
  /**
   * Bound for the whole verification (finding the nameservers, every lookup, the fallbacks); default
   * VERIFY_DEADLINE_MS. A record whose lookups have not answered by then is reported as lookup_error.
   */
  deadlineMs?: number;
  /**
   * The domain's nameserver addresses as stored on the setup (plain IPs, judged fresh by the caller):
   * asked directly on the authoritative port without finding them first. If none of them answers, they
   * are found again and, when that gives others, the records are asked of those.
   */
  storedNameservers?: readonly string[];
}

export interface VerifyResult {
  records: DnsRecordItem[];
  overall: OverallStatus;
  /** The nameservers asked directly ([] when none could be found and only the resolver was used). */
  nameservers: string[];
  /** How many record lookups the nameservers answered, and how many fell back to the resolver. */
  answeredBy: AnsweredBy;
  /**
   * Nameserver addresses (plain IPs) this call found, to store for the next one ([] when none could be
   * found); absent when it used the stored ones or asked only the resolver.
   */
  discoveredNameservers?: string[];
}

/**
 * Checks every record a sending domain needs and says, per record, what is wrong in plain words.
 *
 * 1. Asks the domain's authoritative nameservers, so a resolver's stale cache cannot hide a record that was
 *    just added: the stored addresses when given (one round, no discovery), else found (NS -> A, cached
 *    for a few minutes). If none can be found or they do not answer, each lookup falls back to the
 *    default resolver (which DNS_SERVERS overrides in the adapter).
 * 2. Starts every lookup at once (records, the doubled names, CNAME/A/TXT at the DKIM names) and waits
 *    for all of them; only an SPF record with other includes, or a DMARC CNAME, needs a second round.
 * 3. Classifies each record (check-mail-from-mx, check-mail-from-spf, check-dkim, check-dmarc) and folds
 *    in SES's status when given: SES "success" confirms a record, SES "pending" is never shown as failed.
 */
export async function verifySetupRecords(input: VerifySetupInput, deps: VerifyDeps): Promise<VerifyResult> {
  const auth = deps.authoritative === false ? undefined : (deps.authoritative ?? {});
  const domain = normalizeName(input.domain);
  const stored =
    auth && deps.storedNameservers?.length ? onPort(deps.storedNameservers, auth.port ?? 53) : undefined;
  const deadline = Date.now() + (deps.deadlineMs ?? VERIFY_DEADLINE_MS);
  const remainingMs = () => Math.max(0, deadline - Date.now());
  // Finding the nameservers may take at most half the time, so the records can still be asked of the resolver.
  const discover = async (): Promise<string[]> =>
    auth
      ? withTimeout(authoritativeServers(deps.dns, domain, auth), Math.max(1, remainingMs() / 2)).catch(
          () => [],
        )
      : [];

  // No await unless there is something to find: with the resolver alone, every lookup starts synchronously.
  let servers = stored ?? (auth ? await discover() : []);
  let discovered = stored ? undefined : servers;
  let round = await checkAll(input, deps, servers, remainingMs);
  if (stored && round.answeredBy.authoritative === 0 && remainingMs() > 0) {
    // None of the stored nameservers answered (the domain moved, or they are down): find them again.
    discovered = await discover();
    const changed = discovered.length > 0 && discovered.join() !== stored.join();
    if (changed) {
      servers = discovered;
      round = await checkAll(input, deps, servers, remainingMs);
    }
  }
  return {
    records: round.records,
    overall: overallStatus(round.records),
    nameservers: servers,
    answeredBy: round.answeredBy,
    ...(auth && discovered ? { discoveredNameservers: discovered.map(addressOf) } : {}),
  };
}

/** One parallel round: every record's lookups (of `servers`, else the resolver), classified. */
async function checkAll(
  input: VerifySetupInput,
  deps: VerifyDeps,
  servers: string[],
  remainingMs: () => number,
): Promise<{ records: DnsRecordItem[]; answeredBy: AnsweredBy }> {
  const domain = normalizeName(input.domain);
  const mailFrom = mailFromDomainOf(input);
  const lookups = recordLookups(deps.dns, servers, {
    authTimeoutMs: (deps.authoritative === false ? undefined : deps.authoritative?.timeoutMs) ?? 2500,
    resolverTimeoutMs: deps.resolverTimeoutMs ?? 5000,
    remainingMs,
  });

  const base = expectedRecords({
    domain,
    region: input.region,
    dkimTokens: input.dkimTokens,
    mailFromDomain: mailFrom,
    dmarc: { reportAddress: input.dmarcReportAddress },
  });
  const ctx: CheckContext = {
    domain,
    mailFrom,
    region: input.region,
    providerId: input.providerId,
    q: lookups.q,
    resolverTxt: lookups.resolverTxt,
  };
  // Every check issues all of its first-round lookups before its first await, so they all run together.
  const verdicts = await Promise.all(
    base.map((item): Promise<CheckResult> => {
      switch (item.kind) {
        case 'mx':
          return checkMailFromMx(ctx);
        case 'spf':
          return checkMailFromSpf(ctx);
        case 'dkim':
          return checkDkim(ctx, item.name);
        case 'dmarc':
          return checkDmarc(ctx);
      }
    }),
  );

  const records = base.map((item, i) => {
    const { verdict, dmarcFound, dmarcInheritedFrom } = verdicts[i] as CheckResult;
    const ses = sesFor(item.kind, deps.sesStatus);
    const shown = inheritDmarc(rebaseDmarc(item, dmarcFound, input), dmarcInheritedFrom);
    return finish(shown, applySes(verdict, ses), domain);
  });
  return { records, answeredBy: lookups.answeredBy };
}
