/**
 * API keys (issue 31): the owner manages them signed in; Premium only to create (403 naming the plan). With
 * /api/v1, in the nested stack of their own area, 'api' (the main stack keeps room under CloudFormation's 500).
 */
import { KB, type RouteDef } from './types';

export const apiKeyRoutes = [
  {
    id: 'apiKeyList',
    method: 'GET',
    path: '/api/api-keys',
    handler: 'api-key-list.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'api',
  },
  {
    id: 'apiKeyCreate',
    method: 'POST',
    path: '/api/api-keys',
    handler: 'api-key-create.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
    area: 'api',
  },
  {
    id: 'apiKeyRevoke',
    method: 'DELETE',
    path: '/api/api-keys/{keyId}',
    handler: 'api-key-revoke.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
    area: 'api',
  },
] as const satisfies readonly RouteDef[];
