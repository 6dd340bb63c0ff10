import * as z from 'zod';
import { dnsProviderIdSchema, dnsProviderIds } from '../dns/providers';
import { reasonCodeSchema } from '../dns/reasons';
import { dnsRecordKindSchema } from '../dns/records';
import { dnsRecordSchema, setupSchema } from './setup';

/**
 * The sending-domain routes (issue 4; docs/product.md › DNS page: initiate-email-setup, get-domain-provider,
 * verify-dns-records). Keys always come from the caller's token: `emailSetupId` is accepted because the
 * spec sends it, and only checked against the caller's own setup.
 */

const emailSetupId = z.string().min(1).max(100).optional();

/** POST /api/dns/initiate: body optional; `providerInfo.name` falls back to 'Unknown' (docs/product.md › DNS page). */
export const dnsInitiateRequestSchema = z
  .object({
    emailSetupId,
    providerInfo: z
      .object({ name: z.string().trim().max(100) })
      .strict()
      .optional(),
  })
  .strict()
  .optional();
export type DnsInitiateRequest = z.input<typeof dnsInitiateRequestSchema>;

/** POST /api/dns/verify. */
export const dnsVerifyRequestSchema = z.object({ emailSetupId }).strict().optional();
export type DnsVerifyRequest = z.input<typeof dnsVerifyRequestSchema>;

/**
 * One record as stored on the setup and sent to the browser: the setup contract's record (whose `reason` is
 * the plain-words sentence) plus what the dialog shows beside it. Extras are optional so a record read
 * through a stricter mapping still parses.
 */
export const dnsRecordViewSchema = dnsRecordSchema.extend({
  kind: dnsRecordKindSchema.optional(),
  /** The name without the domain ('@' for the domain itself), the form most registrars want. */
  shortName: z.string().optional(),
  /** Machine-readable reason (shared/dns/reasons.ts) when not verified. */
  reasonCode: reasonCodeSchema.optional(),
  /** What DNS answered, for "found vs expected". */
  found: z.string().optional(),
  policy: z.enum(['none', 'quarantine', 'reject']).optional(),
  existing: z.boolean().optional(),
});
export type DnsRecordView = z.infer<typeof dnsRecordViewSchema>;

/** The setup as the DNS routes answer it: the setup contract with the richer records and a known provider id. */
export const dnsSetupSchema = setupSchema.extend({
  dnsRecords: z.array(dnsRecordViewSchema).optional(),
  dnsProviderId: z.enum(dnsProviderIds).nullable().optional(),
});
export type DnsSetup = z.infer<typeof dnsSetupSchema>;

export const DNS_SETUP_INITIATED_MESSAGE = 'Your DNS records are being prepared.';

/** 'DNS Setup Initiated' carries `message` (docs/product.md › DNS errors and toasts). */
export const dnsInitiateResponseSchema = z.object({ message: z.string(), setup: dnsSetupSchema });
export type DnsInitiateResponse = z.infer<typeof dnsInitiateResponseSchema>;

/** verify-dns-records returns the updated record (docs/product.md › DNS dialog). */
export const dnsVerifyResponseSchema = z.object({ emailSetup: dnsSetupSchema });
export type DnsVerifyResponse = z.infer<typeof dnsVerifyResponseSchema>;

/** get-domain-provider: the option id and name, and the name the detector reported (docs/product.md › DNS providers). */
export const dnsProviderResponseSchema = z.object({
  provider: z.object({
    id: dnsProviderIdSchema,
    name: z.string(),
    detectedName: z.string(),
  }),
});
export type DnsProviderResponse = z.infer<typeof dnsProviderResponseSchema>;

/** The sentences the DNS routes answer with (docs/product.md › DNS errors and toasts). */
export const dnsErrorMessages = {
  setupIncomplete: 'Please complete previous steps first.',
  noSetupToVerify: 'Error: No setup data to verify.',
  setupNotFound: 'Could not retrieve your setup information.',
} as const;
