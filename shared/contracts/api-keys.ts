import * as z from 'zod';

/**
 * API keys (issue 31; docs/product.md › Public API), managed from the settings page with the owner's
 * sign-in. Routes (lambdas/routes/api-keys.ts):
 *   GET    /api/api-keys                              -> apiKeyListResponse
 *   POST   /api/api-keys          createApiKeyBody    -> 201 createApiKeyResponse (the secret, this once)
 *   DELETE /api/api-keys/{keyId}                      -> apiKeyResponse (revoked)
 * A key is sent as `Authorization: Bearer jm_live_...` to /api/v1; only its SHA-256 is stored.
 */

export const apiScopes = ['events:write', 'contacts:read', 'contacts:write'] as const;
export type ApiScope = (typeof apiScopes)[number];
export const apiScopeSchema = z.enum(apiScopes, { message: `A scope is one of: ${apiScopes.join(', ')}.` });

/** What each scope allows, in the settings page's words. */
export const apiScopeWords: Readonly<Record<ApiScope, string>> = {
  'events:write': 'Send commerce events (POST /api/v1/events)',
  'contacts:read': 'Read contacts (GET /api/v1/contacts/{email})',
  'contacts:write': 'Add, update and forget contacts (PUT and DELETE /api/v1/contacts/{email})',
};

export const API_KEY_PREFIX = 'jm_live_';
export const API_KEY_NAME_MAX = 60;
/** Keys an account may hold, revoked ones included. */
export const API_KEYS_MAX = 25;

export const API_ACCESS_PLAN_MESSAGE =
  'API access is included in the Premium plan. Upgrade to Premium to create and use API keys.';

export const createApiKeyBodySchema = z.object({
  name: z
    .string({ message: 'Give the key a name.' })
    .trim()
    .min(1, 'Give the key a name.')
    .max(API_KEY_NAME_MAX, `A key name is at most ${API_KEY_NAME_MAX} characters.`),
  scopes: z
    .array(apiScopeSchema, { message: 'Choose at least one scope.' })
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => apiScopes.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  /** The first characters of the secret, to tell keys apart (`jm_live_Ab12…`). */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({
  keys: z.array(apiKeySchema),
  /** False below Premium: the page shows `planMessage` instead of the create form. */
  allowed: z.boolean(),
  planMessage: z.string(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

export const createApiKeyResponseSchema = z.object({
  key: apiKeySchema,
  /** The whole key, shown this once: it is not stored and cannot be shown again. */
  secret: z.string(),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const apiKeyResponseSchema = z.object({ key: apiKeySchema });

export const apiKeyParamsSchema = z.object({
  keyId: z
    .string()
    .regex(/^[a-f0-9]{32}$/, 'API key not found')
    .describe('The key id from the list'),
});
