import { dmarcPolicyWords, looksLikeDmarc, parseDmarc } from '../../../shared/dns/dmarc';
import { doubledName, normalizeName, shortName } from '../../../shared/dns/names';
import type { DnsProviderId } from '../../../shared/dns/providers';
import { reasonSentence, reasons, type ReasonCode, type ReasonVars } from '../../../shared/dns/reasons';
import {
  dkimTarget,
  expectedRecords,
  mailFromDomainOf,
  mailFromMxHost,
  MAIL_FROM_MX_PRIORITY,
  type DnsRecordItem,
} from '../../../shared/dns/records';
import { includesAmazonSes, isSpfRecord, mergedSpf, EXPECTED_SPF } from '../../../shared/dns/spf';
import { overallStatus, type OverallStatus } from '../../../shared/dns/status';
import type { DnsAnswer, DnsLookup, DnsRecordType } from '../../ports/dns';
import type { SendingIdentity } from '../../ports/identities';
import { isCloudflareIp } from './cloudflare';
import { authoritativeServers, withTimeout, type AuthoritativeOptions } from './nameservers';
import { countSpfLookups } from './spf-lookups';

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

/** SES's own view of the identity (AWS only). Omit locally, or pass 'not_started' values: they are ignored. */
export type SesIdentityStatus = Pick<SendingIdentity, 'dkimStatus' | 'mailFromStatus'>;

export interface VerifyDeps {
  dns: DnsLookup;
  sesStatus?: SesIdentityStatus;
  /** Ask the domain's nameservers directly (default) or, with false, only the resolver. */
  authoritative?: AuthoritativeOptions | false;
  /** Bound for each resolver lookup; default 5000 ms. */
  resolverTimeoutMs?: number;
}

export interface VerifyResult {
  records: DnsRecordItem[];
  overall: OverallStatus;
  /** The nameservers asked directly ([] when none could be found and only the resolver was used). */
  nameservers: string[];
  /** How many record lookups the nameservers answered, and how many fell back to the resolver. */
  answeredBy: { authoritative: number; resolver: number; failed: number };
}

type Outcome = { ok: true; answers: DnsAnswer[] } | { ok: false; error: unknown };
export type Verdict =
  | { status: 'verified'; found?: string }
  | { status: 'pending' | 'failed'; reason: ReasonCode; vars?: ReasonVars; found?: string };

const lower = (s: string): string => normalizeName(s);
const quoteAll = (values: string[]): string =>
  values.length === 1 ? (values[0] ?? '') : values.map((v) => `"${v}"`).join(', ');

/**
 * Checks every record a sending domain needs and says, per record, what is wrong in plain words.
 *
 * 1. Finds the domain's authoritative nameservers (NS -> A, cached for a few minutes) so a resolver's stale
 *    cache cannot hide a record that was just added; if none can be found or they do not answer, each
 *    lookup falls back to the default resolver (which DNS_SERVERS overrides in the adapter).
 * 2. Starts every lookup at once (records, the doubled names, CNAME/A/TXT at the DKIM names) and waits
 *    for all of them; only an SPF record with other includes, or a DMARC CNAME, needs a second round.
 * 3. Classifies each record (see the check* functions) and folds in SES's status when given: SES
 *    "success" confirms a record, SES "pending" is never shown as failed.
 */
export async function verifySetupRecords(input: VerifySetupInput, deps: VerifyDeps): Promise<VerifyResult> {
  const domain = lower(input.domain);
  const mailFrom = mailFromDomainOf(input);
  const servers =
    deps.authoritative === false
      ? []
      : await authoritativeServers(deps.dns, domain, deps.authoritative ?? {});
  const authTimeout = (deps.authoritative === false ? undefined : deps.authoritative?.timeoutMs) ?? 2500;
  const resolverTimeout = deps.resolverTimeoutMs ?? 5000;
  const answeredBy = { authoritative: 0, resolver: 0, failed: 0 };

  const memo = new Map<string, Promise<Outcome>>();
  const run = async (name: string, type: DnsRecordType): Promise<Outcome> => {
    if (servers.length) {
      try {
        const answers = await withTimeout(deps.dns.query(name, type, { servers }), authTimeout);
        answeredBy.authoritative++;
        return { ok: true, answers };
      } catch {
        // fall back to the resolver below
      }
    }
    try {
      const answers = await withTimeout(deps.dns.query(name, type), resolverTimeout);
      answeredBy.resolver++;
      return { ok: true, answers };
    } catch (error) {
      answeredBy.failed++;
      return { ok: false, error };
    }
  };
  /** A record lookup in the domain's zone (authoritative first), de-duplicated. */
  const q = (name: string, type: DnsRecordType): Promise<Outcome> => {
    const key = `${type} ${lower(name)}`;
    let p = memo.get(key);
    if (!p) {
      p = run(lower(name), type);
      memo.set(key, p);
    }
    return p;
  };
  /** A lookup outside the zone (SPF includes, a DMARC CNAME's target): resolver only. */
  const resolverTxt = (name: string): Promise<string[] | null> =>
    withTimeout(deps.dns.query(name, 'TXT'), resolverTimeout)
      .then((answers) => answers.filter((a) => a.type === 'TXT').map((a) => a.value))
      .catch(() => null);

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
    q,
    resolverTxt,
  };
  // Every check issues all of its first-round lookups before its first await, so they all run together.
  const verdicts = await Promise.all(
    base.map((item) => {
      switch (item.kind) {
        case 'mx':
          return checkMx(ctx);
        case 'spf':
          return checkSpf(ctx);
        case 'dkim':
          return checkDkim(ctx, item.name);
        case 'dmarc':
          return checkDmarc(ctx);
      }
    }),
  );

  const records = base.map((item, i) => {
    const { verdict, dmarcFound } = verdicts[i] as CheckResult;
    const ses = sesFor(item.kind, deps.sesStatus);
    return finish(rebaseDmarc(item, dmarcFound, input), applySes(verdict, ses), domain);
  });
  return { records, overall: overallStatus(records), nameservers: servers, answeredBy };
}

interface CheckContext {
  domain: string;
  mailFrom: string;
  region: string;
  providerId: DnsProviderId | undefined;
  q: (name: string, type: DnsRecordType) => Promise<Outcome>;
  resolverTxt: (name: string) => Promise<string[] | null>;
}

interface CheckResult {
  verdict: Verdict;
  /** DMARC only: the single DMARC record found, which replaces ours in the display when it is not ours. */
  dmarcFound?: string;
}

const valuesOf = (o: Outcome, type: DnsRecordType): string[] =>
  o.ok ? o.answers.filter((a) => a.type === type).map((a) => a.value) : [];

const lookupError: Verdict = { status: 'pending', reason: 'lookup_error' };
const notFound: Verdict = { status: 'pending', reason: 'not_found' };

function parseMx(value: string): { priority: number; exchange: string } {
  const [p, ...rest] = value.trim().split(/\s+/);
  return { priority: Number(p), exchange: lower(rest.join(' ')) };
}

/**
 * MAIL FROM MX: a CNAME on the host blocks it; the expected MX (exchange and priority 10) with no other
 * MX preferred over it is verified; other MX values differ; none at the name but one at the doubled name
 * is the registrar doubling the domain; nothing is pending.
 */
async function checkMx(ctx: CheckContext): Promise<CheckResult> {
  const [mx, cname, doubled] = await Promise.all([
    ctx.q(ctx.mailFrom, 'MX'),
    ctx.q(ctx.mailFrom, 'CNAME'),
    ctx.q(doubledName(ctx.mailFrom, ctx.domain), 'MX'),
  ]);
  const cnames = valuesOf(cname, 'CNAME');
  if (cnames.length) return { verdict: failed('cname_on_mail_from', { found: lower(cnames[0] ?? '') }) };
  if (!mx.ok) return { verdict: lookupError };
  const found = valuesOf(mx, 'MX').map(parseMx);
  const expectedHost = mailFromMxHost(ctx.region);
  const expected = `${MAIL_FROM_MX_PRIORITY} ${expectedHost}`;
  if (found.length === 0) {
    return valuesOf(doubled, 'MX').length
      ? { verdict: failed('name_doubled', { found: doubledName(ctx.mailFrom, ctx.domain) }) }
      : { verdict: notFound };
  }
  const shown = found.map((m) => `${m.priority} ${m.exchange}`).join(', ');
  const ours = found.some((m) => m.exchange === expectedHost && m.priority === MAIL_FROM_MX_PRIORITY);
  const preferredOther = found.some(
    (m) => m.exchange !== expectedHost && m.priority <= MAIL_FROM_MX_PRIORITY,
  );
  if (ours && !preferredOther) return { verdict: { status: 'verified', found: shown } };
  return { verdict: failed('value_differs', { found: shown, expected }, shown) };
}

/**
 * MAIL FROM SPF: a CNAME blocks it; more than one v=spf1 record is a duplicate; one without
 * include:amazonses.com misses SES; one whose lookups (counted through its includes) pass 10 is broken;
 * otherwise verified. None at the name: doubled name or pending.
 */
async function checkSpf(ctx: CheckContext): Promise<CheckResult> {
  const [txt, cname, doubled] = await Promise.all([
    ctx.q(ctx.mailFrom, 'TXT'),
    ctx.q(ctx.mailFrom, 'CNAME'),
    ctx.q(doubledName(ctx.mailFrom, ctx.domain), 'TXT'),
  ]);
  const cnames = valuesOf(cname, 'CNAME');
  if (cnames.length) return { verdict: failed('cname_on_mail_from', { found: lower(cnames[0] ?? '') }) };
  if (!txt.ok) return { verdict: lookupError };
  const spf = valuesOf(txt, 'TXT').filter(isSpfRecord);
  if (spf.length === 0) {
    return valuesOf(doubled, 'TXT').some(isSpfRecord)
      ? { verdict: failed('name_doubled', { found: doubledName(ctx.mailFrom, ctx.domain) }) }
      : { verdict: notFound };
  }
  const shown = quoteAll(spf);
  if (spf.length > 1)
    return { verdict: failed('spf_duplicate', { count: spf.length, expected: mergedSpf(spf) }, shown) };
  const record = spf[0] ?? '';
  if (!includesAmazonSes(record)) {
    return {
      verdict: failed('spf_missing_include', { found: record, expected: mergedSpf([record]) }, shown),
    };
  }
  const lookups = await countSpfLookups(record, ctx.resolverTxt);
  if (lookups.exceeded) {
    return {
      verdict: failed('spf_too_many_lookups', { count: lookups.count, expected: EXPECTED_SPF }, shown),
    };
  }
  return { verdict: { status: 'verified', found: shown } };
}

/**
 * DKIM CNAME: pointing to {token}.dkim.amazonses.com is verified, elsewhere differs; no CNAME but A
 * answers is Cloudflare proxying (answers in Cloudflare's ranges, or the domain is on Cloudflare) or else
 * an A record instead of a CNAME; a TXT there is the wrong type; the doubled name, or nothing (pending).
 */
async function checkDkim(ctx: CheckContext, name: string): Promise<CheckResult> {
  const [cname, a, txt, doubled] = await Promise.all([
    ctx.q(name, 'CNAME'),
    ctx.q(name, 'A'),
    ctx.q(name, 'TXT'),
    ctx.q(doubledName(name, ctx.domain), 'CNAME'),
  ]);
  const token = shortName(name, ctx.domain).replace(/\._domainkey$/, '');
  const expected = dkimTarget(token);
  if (!cname.ok) return { verdict: lookupError };
  const targets = valuesOf(cname, 'CNAME').map(lower);
  if (targets.length) {
    const found = targets.join(', ');
    return targets.includes(expected)
      ? { verdict: { status: 'verified', found } }
      : { verdict: failed('value_differs', { found, expected }, found) };
  }
  const ips = valuesOf(a, 'A');
  if (ips.length) {
    const found = ips.join(', ');
    const proxied = ctx.providerId === 'cloudflare' || ips.every(isCloudflareIp);
    return proxied
      ? { verdict: failed('proxied', { expected }, found) }
      : { verdict: failed('wrong_type', { foundType: 'A', expectedType: 'CNAME', expected }, found) };
  }
  const txts = valuesOf(txt, 'TXT');
  if (txts.length) {
    return {
      verdict: failed('wrong_type', { foundType: 'TXT', expectedType: 'CNAME', expected }, quoteAll(txts)),
    };
  }
  if (valuesOf(doubled, 'CNAME').length) {
    return { verdict: failed('name_doubled', { found: doubledName(name, ctx.domain) }) };
  }
  return { verdict: notFound };
}

/**
 * DMARC at _dmarc.{domain}: none is pending (we ask them to add ours); one valid record (ours or theirs)
 * is verified and its policy shown; an invalid one, or more than one, is dmarc_invalid with the problem.
 * A CNAME to another zone (a DMARC service) is followed through the resolver.
 */
async function checkDmarc(ctx: CheckContext): Promise<CheckResult> {
  const name = `_dmarc.${ctx.domain}`;
  const [txt, cname, doubled] = await Promise.all([
    ctx.q(name, 'TXT'),
    ctx.q(name, 'CNAME'),
    ctx.q(doubledName(name, ctx.domain), 'TXT'),
  ]);
  if (!txt.ok) return { verdict: lookupError };
  let values = valuesOf(txt, 'TXT');
  const target = valuesOf(cname, 'CNAME')[0];
  if (values.length === 0 && target) values = (await ctx.resolverTxt(lower(target))) ?? [];
  const dmarc = values.filter(looksLikeDmarc);
  if (dmarc.length === 0) {
    return valuesOf(doubled, 'TXT').some(looksLikeDmarc)
      ? { verdict: failed('name_doubled', { found: doubledName(name, ctx.domain) }) }
      : { verdict: notFound };
  }
  if (dmarc.length > 1) {
    return {
      verdict: failed(
        'dmarc_invalid',
        { problem: `there are ${dmarc.length} DMARC records and there must be only one` },
        quoteAll(dmarc),
      ),
    };
  }
  const record = dmarc[0] ?? '';
  const parsed = parseDmarc(record);
  if (!parsed.ok)
    return { verdict: failed('dmarc_invalid', { problem: parsed.problem }, record), dmarcFound: record };
  return { verdict: { status: 'verified', found: record }, dmarcFound: record };
}

function failed(reason: ReasonCode, vars: ReasonVars, found?: string): Verdict {
  return {
    status: reasons[reason].status,
    reason,
    vars,
    ...(found !== undefined ? { found } : { found: vars.found }),
  };
}

type SesState = SendingIdentity['dkimStatus'] | undefined;

function sesFor(kind: DnsRecordItem['kind'], ses: SesIdentityStatus | undefined): SesState {
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

/** A DMARC record that exists and is not ours replaces ours in the display: it is kept as it is. */
function rebaseDmarc(item: DnsRecordItem, found: string | undefined, input: VerifySetupInput): DnsRecordItem {
  if (item.kind !== 'dmarc' || !found) return item;
  if (sameDmarc(found, item.value)) return item;
  if (!parseDmarc(found).ok) {
    // Receivers ignore a DMARC record they cannot read, so ours (p=none) changes nothing in force:
    // offer it as the value to copy, next to what was found.
    return {
      ...item,
      existing: true,
      purpose: `DMARC: your domain already has a DMARC record, but inbox providers can't read it. Fix it, or replace it with this one (p=none: ${dmarcPolicyWords.none}).`,
    };
  }
  const kept = expectedRecords({
    domain: input.domain,
    region: input.region,
    dkimTokens: [],
    mailFromDomain: mailFromDomainOf(input),
    dmarc: { existing: found, reportAddress: input.dmarcReportAddress },
  }).find((r) => r.kind === 'dmarc');
  return kept ?? item;
}

const sameDmarc = (a: string, b: string): boolean => {
  const norm = (s: string): string =>
    s
      .split(';')
      .map((p) => p.trim().replace(/\s*=\s*/, '='))
      .filter(Boolean)
      .join(';')
      .toLowerCase();
  return norm(a) === norm(b);
};

function finish(item: DnsRecordItem, verdict: Verdict, domain: string): DnsRecordItem {
  const { reason: _r, message: _m, found: _f, ...rest } = item;
  const out: DnsRecordItem = { ...rest, status: verdict.status };
  if (verdict.found !== undefined) out.found = verdict.found;
  if (item.kind === 'dmarc' && verdict.found && verdict.status !== 'failed') {
    const parsed = parseDmarc(verdict.found);
    if (parsed.ok) out.policy = parsed.policy;
  }
  if (verdict.status === 'verified') return out;
  const vars: ReasonVars = {
    name: item.name,
    shortName: item.shortName,
    domain,
    expected: item.type === 'MX' ? `${item.priority ?? MAIL_FROM_MX_PRIORITY} ${item.value}` : item.value,
    ...verdict.vars,
  };
  out.reason = verdict.reason;
  out.message = reasonSentence(verdict.reason, vars);
  return out;
}
