import { dmarcPolicyWords, parseDmarc } from '../../../shared/dns/dmarc';
import { reasonSentence, type ReasonVars } from '../../../shared/dns/reasons';
import {
  expectedRecords,
  mailFromDomainOf,
  MAIL_FROM_MX_PRIORITY,
  type DnsRecordItem,
  type ExpectedRecordsInput,
} from '../../../shared/dns/records';
import type { Verdict } from './record-verdict';

type RebaseInput = Pick<
  ExpectedRecordsInput,
  'domain' | 'region' | 'mailFromDomain' | 'mailFromSubdomain'
> & {
  dmarcReportAddress: string;
};

/** A DMARC record that exists and is not ours replaces ours in the display: it is kept as it is. */
export function rebaseDmarc(
  item: DnsRecordItem,
  found: string | undefined,
  input: RebaseInput,
): DnsRecordItem {
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

/**
 * A subdomain covered by its organizational domain's DMARC record: shown as that record, where it lives,
 * with nothing to add.
 */
export function inheritDmarc(item: DnsRecordItem, organizational: string | undefined): DnsRecordItem {
  if (item.kind !== 'dmarc' || !organizational) return item;
  const name = `_dmarc.${organizational}`;
  return {
    ...item,
    name,
    shortName: name,
    existing: true,
    purpose: `DMARC: ${organizational} already has a DMARC record, and it covers this subdomain too, so there is nothing to add here. We keep it as it is.`,
  };
}

/** The display item with the verdict applied: status, what was found, DMARC policy, reason sentence. */
export function finish(item: DnsRecordItem, verdict: Verdict, domain: string): DnsRecordItem {
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
