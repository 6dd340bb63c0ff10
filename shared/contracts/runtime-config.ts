import { z } from 'zod';

/** GET /config.json: what the SPA needs at run time. Written by CDK at deploy, served by the local server. */
export const runtimeConfigSchema = z.object({
  stage: z.enum(['local', 'aws']),
  apiBase: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only when local: cognito-local's endpoint (through the refresh proxy), same origin. */
  userPoolEndpoint: z.string().optional(),
  aiProvider: z.enum(['offline', 'bedrock', 'openai']),
  /** Where the local sent-mail viewer lives; absent in AWS. */
  mailViewerUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
