import * as z from 'zod';
import { dmarcPolicyWords, expectedDmarc, parseDmarc } from './dmarc';
import { normalizeName, shortName } from './names';
import { reasonCodeSchema } from './reasons';
import { EXPECTED_SPF } from './spf';
import { recordStatusSchema } from './status';

/**
 * The DNS records a sending domain needs (DESIGN.md "Sending domain (DNS)"), as the display items of
 * docs/product.md › DNS records ("DNS record display items"): MX and SPF on the MAIL FROM subdomain (never the root MX),
 * SES Easy DKIM's three CNAMEs, and DMARC (ours, or the existing one kept as it is).
 */
export const dnsRecordKindSchema = z.enum(['mx', 'spf', 'dkim', 'dmarc']);
export type DnsRecordKind = z.infer<typeof dnsRecordKindSchema>;

export const dnsRecordItemSchema = z.object({
  /** Stable within a setup: mx, spf, dkim1, dkim2, dkim3, dmarc. */
  id: z.string(),
  kind: dnsRecordKindSchema,
  type: z.enum(['MX', 'TXT', 'CNAME']),
  /** Full name, exactly as it must exist in DNS (copied by the Name button). */
  name: z.string(),
  /** The name without the domain ('@' for the domain itself), the form most registrars' Host box wants. */
  shortName: z.string(),
  /** Exactly what goes in the Value / Points To box (for MX, the host only; priority is separate). */
  value: z.string(),
  priority: z.number().int().optional(),
  /** What the record is for, in plain words. */
  purpose: z.string(),
  status: recordStatusSchema,
  /** Set after a check when status is not verified. */
  reason: reasonCodeSchema.optional(),
  /** The reason's sentence, filled in. */
  message: z.string().optional(),
  /** What DNS answered, for "found vs expected". */
  found: z.string().optional(),
  /** DMARC only: the policy of the record found (ours or theirs). */
  policy: z.enum(['none', 'quarantine', 'reject']).optional(),
  /** DMARC only: true when the domain already had a DMARC record and we keep it. */
  existing: z.boolean().optional(),
});
export type DnsRecordItem = z.infer<typeof dnsRecordItemSchema>;

export const DEFAULT_MAIL_FROM_SUBDOMAIN = 'send';
export const MAIL_FROM_MX_PRIORITY = 10;

export interface ExpectedRecordsInput {
  domain: string;
  /** AWS region of the SES identity, e.g. eu-west-1. */
  region: string;
  /** SES Easy DKIM tokens (three). */
  dkimTokens: readonly string[];
  /** Label(s) of the MAIL FROM subdomain; default 'send'. Ignored when mailFromDomain is given. */
  mailFromSubdomain?: string;
  /** Full MAIL FROM domain as SES reports it (e.g. send.shop.com); wins over mailFromSubdomain. */
  mailFromDomain?: string;
  dmarc: {
    /** A DMARC record the domain already has: it is kept and shown, not replaced. */
    existing?: string;
    /** Where aggregate reports go when we propose DMARC (rua=mailto:...). */
    reportAddress: string;
  };
}

export const mailFromMxHost = (region: string): string => `feedback-smtp.${region}.amazonses.com`;
export const dkimTarget = (token: string): string => `${token}.dkim.amazonses.com`;

export function mailFromDomainOf(
  input: Pick<ExpectedRecordsInput, 'domain' | 'mailFromDomain' | 'mailFromSubdomain'>,
): string {
  const domain = normalizeName(input.domain);
  if (input.mailFromDomain) return normalizeName(input.mailFromDomain);
  return `${normalizeName(input.mailFromSubdomain ?? DEFAULT_MAIL_FROM_SUBDOMAIN)}.${domain}`;
}

export function expectedRecords(input: ExpectedRecordsInput): DnsRecordItem[] {
  const domain = normalizeName(input.domain);
  const mailFrom = mailFromDomainOf(input);
  const item = (i: Omit<DnsRecordItem, 'shortName' | 'status'>): DnsRecordItem => ({
    ...i,
    shortName: shortName(i.name, domain),
    status: 'pending',
  });

  const records: DnsRecordItem[] = [
    item({
      id: 'mx',
      kind: 'mx',
      type: 'MX',
      name: mailFrom,
      value: mailFromMxHost(input.region),
      priority: MAIL_FROM_MX_PRIORITY,
      purpose: `Receives bounce and complaint reports for the email we send for you. It goes on ${mailFrom}, so the mail you receive at ${domain} is not affected.`,
    }),
    item({
      id: 'spf',
      kind: 'spf',
      type: 'TXT',
      name: mailFrom,
      value: EXPECTED_SPF,
      purpose: `SPF: tells inbox providers that Amazon SES, which sends your email, may send for ${mailFrom}.`,
    }),
    ...input.dkimTokens.map((token, i) =>
      item({
        id: `dkim${i + 1}`,
        kind: 'dkim',
        type: 'CNAME',
        name: `${token.toLowerCase()}._domainkey.${domain}`,
        value: dkimTarget(token.toLowerCase()),
        purpose: `DKIM (key ${i + 1} of ${input.dkimTokens.length}): lets inbox providers check that email from ${domain} really comes from you and wasn't changed on the way.`,
      }),
    ),
  ];

  const existing = input.dmarc.existing?.trim();
  const parsed = existing ? parseDmarc(existing) : undefined;
  const dmarc = { id: 'dmarc', kind: 'dmarc', type: 'TXT', name: `_dmarc.${domain}` } as const;
  if (existing && parsed) {
    const policy = parsed.ok ? parsed.policy : undefined;
    records.push(
      item({
        ...dmarc,
        value: existing,
        existing: true,
        ...(policy ? { policy } : {}),
        purpose: policy
          ? `DMARC: your domain already has a DMARC record, and we keep it as it is. Its policy is p=${policy}: ${dmarcPolicyWords[policy]}.`
          : 'DMARC: your domain already has a DMARC record, and we keep it, but it needs fixing before inbox providers can use it.',
      }),
    );
  } else {
    records.push(
      item({
        ...dmarc,
        value: expectedDmarc(input.dmarc.reportAddress),
        policy: 'none',
        existing: false,
        purpose: `DMARC: tells inbox providers how to treat mail that fails the checks above. p=none means ${dmarcPolicyWords.none}, so nothing is blocked while you start.`,
      }),
    );
  }
  return records;
}
