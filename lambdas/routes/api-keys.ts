/** API keys (issue 31): the owner manages them signed in; Premium only to create (403 naming the plan). */
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
  },
  {
    id: 'apiKeyCreate',
    method: 'POST',
    path: '/api/api-keys',
    handler: 'api-key-create.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'apiKeyRevoke',
    method: 'DELETE',
    path: '/api/api-keys/{keyId}',
    handler: 'api-key-revoke.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
] as const satisfies readonly RouteDef[];
