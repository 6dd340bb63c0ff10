import { doubledName, shortName } from '../../../shared/dns/names';
import { dkimTarget } from '../../../shared/dns/records';
import { isCloudflareIp } from './cloudflare';
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
 * DKIM CNAME: pointing to {token}.dkim.amazonses.com is verified, elsewhere differs; no CNAME but A
 * answers is Cloudflare proxying (answers in Cloudflare's ranges, or the domain is on Cloudflare) or else
 * an A record instead of a CNAME; a TXT there is the wrong type; the doubled name, or nothing (pending).
 */
export async function checkDkim(ctx: CheckContext, name: string): Promise<CheckResult> {
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
