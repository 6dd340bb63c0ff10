import * as z from 'zod/mini';

/**
 * GET /config.json: what the SPA needs at run time. Written by CDK at deploy, served by the local server.
 * zod/mini: every page parses it at boot, public ones included, and they stay small.
 */
export const runtimeConfigSchema = z.object({
  stage: z.enum(['local', 'aws']),
  apiBase: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only when local: cognito-local's endpoint (through the refresh proxy), same origin. */
  userPoolEndpoint: z.optional(z.string()),
  aiProvider: z.enum(['offline', 'bedrock', 'openai']),
  /** Where the local sent-mail viewer lives; absent in AWS. */
  mailViewerUrl: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
