import { doubledName } from '../../../shared/dns/names';
import { includesAmazonSes, isSpfRecord, mergedSpf, EXPECTED_SPF } from '../../../shared/dns/spf';
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
import { countSpfLookups } from './spf-lookups';

/**
 * MAIL FROM SPF: a CNAME blocks it; more than one v=spf1 record is a duplicate; one without
 * include:amazonses.com misses SES; one whose lookups (counted through its includes) pass 10 is broken;
 * otherwise verified. None at the name: doubled name or pending.
 */
export async function checkMailFromSpf(ctx: CheckContext): Promise<CheckResult> {
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
