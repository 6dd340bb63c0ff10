/** The API keys endpoints (shared/contracts/api-keys.ts): list, create (the secret once), revoke. */
import {
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  createApiKeyResponseSchema,
  type CreateApiKeyBody,
} from '../../../shared/contracts/api-keys';
import { api } from '../../lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;

export const listApiKeys = () => api.get('/api/api-keys', { schema: apiKeyListResponseSchema });

export const createApiKey = (body: CreateApiKeyBody) =>
  api.post('/api/api-keys', body, { schema: createApiKeyResponseSchema });

export const revokeApiKey = (keyId: string) =>
  api.delete(`/api/api-keys/${encodeURIComponent(keyId)}`, { schema: apiKeyResponseSchema });
