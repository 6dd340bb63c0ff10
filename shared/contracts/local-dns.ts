import * as z from 'zod';

/**
 * "Publish these records to the local test DNS" (issue 30): local stage only. The route is served by the
 * local server (lambdas/local/dns-publish.ts), never by lambdas/routes/, so no AWS build has it.
 */
export const LOCAL_DNS_PUBLISH_PATH = '/api/local/dns/publish';

/** The domain the caller means (it must be the caller's own sending domain); the records come from its setup. */
export const localDnsPublishRequestSchema = z.object({ domain: z.string().min(1).max(253) }).strict();
export type LocalDnsPublishRequest = z.infer<typeof localDnsPublishRequestSchema>;

export const localDnsPublishResponseSchema = z.object({ zone: z.string(), published: z.number().int() });
export type LocalDnsPublishResponse = z.infer<typeof localDnsPublishResponseSchema>;

export const LOCAL_DNS_PUBLISH_MAX_BYTES = 4 * 1024;
