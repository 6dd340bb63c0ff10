import { doubledName } from '../../../shared/dns/names';
import { mailFromMxHost, MAIL_FROM_MX_PRIORITY } from '../../../shared/dns/records';
import { valuesOf } from './record-lookups';
import { failed, lookupError, lower, notFound, type CheckContext, type CheckResult } from './record-verdict';

function parseMx(value: string): { priority: number; exchange: string } {
  const [p, ...rest] = value.trim().split(/\s+/);
  return { priority: Number(p), exchange: lower(rest.join(' ')) };
}

/**
 * MAIL FROM MX: a CNAME on the host blocks it; the expected MX (exchange and priority 10) with no other
 * MX preferred over it is verified; other MX values differ; none at the name but one at the doubled name
 * is the registrar doubling the domain; nothing is pending.
 */
export async function checkMailFromMx(ctx: CheckContext): Promise<CheckResult> {
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
