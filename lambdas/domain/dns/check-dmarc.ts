import { looksLikeDmarc, parseDmarc } from '../../../shared/dns/dmarc';
import { doubledName } from '../../../shared/dns/names';
import { registrableDomain } from '../../../shared/dns/registrable';
import { valuesOf } from './record-lookups';
import {
  failed,
  lookupError,
  lower,
  notFound,
  quoteAll,
  type CheckContext,
  type CheckResult,
} from './record-verdict';

/**
 * DMARC at _dmarc.{domain}: none is pending (we ask them to add ours); one valid record (ours or theirs)
 * is verified and its policy shown; an invalid one, or more than one, is dmarc_invalid with the problem.
 * A CNAME to another zone (a DMARC service) is followed through the resolver.
 */
export async function checkDmarc(ctx: CheckContext): Promise<CheckResult> {
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
    if (valuesOf(doubled, 'TXT').some(looksLikeDmarc))
      return { verdict: failed('name_doubled', { found: doubledName(name, ctx.domain) }) };
    return (await inherited(ctx)) ?? { verdict: notFound };
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

/**
 * RFC 7489 §6.6.3: a subdomain without its own DMARC record is covered by its organizational domain's
 * (_dmarc.{registrable domain}), so a sender at send.shop.co.uk whose shop.co.uk has one is not asked to add
 * another. Only one valid record there counts; otherwise the subdomain still needs its own.
 */
async function inherited(ctx: CheckContext): Promise<CheckResult | undefined> {
  const organizational = registrableDomain(ctx.domain);
  if (organizational === ctx.domain) return undefined;
  const values = ((await ctx.resolverTxt(`_dmarc.${organizational}`)) ?? []).filter(looksLikeDmarc);
  const record = values.length === 1 ? (values[0] as string) : undefined;
  if (!record || !parseDmarc(record).ok) return undefined;
  return {
    verdict: { status: 'verified', found: record },
    dmarcFound: record,
    dmarcInheritedFrom: organizational,
  };
}
