/**
 * The public API, version 1 (issue 31): 'apikey' routes, authenticated in the function by the Bearer key
 * (lambdas/http/api-key.ts), each with the scope it needs; the OpenAPI document is public.
 */
import { KB, type RouteDef } from './types';

export const apiV1Routes = [
  {
    id: 'apiV1OpenApi',
    method: 'GET',
    path: '/api/v1/openapi.json',
    handler: 'api-v1-openapi.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
    area: 'api',
  },
  {
    id: 'apiV1Events',
    method: 'POST',
    path: '/api/v1/events',
    handler: 'api-v1-events.ts',
    auth: 'apikey',
    apiScope: 'events:write',
    // An order of 100 lines with names, urls and images.
    maxBodyBytes: 64 * KB,
    // The address's keyed hash finds the contact.
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'api',
  },
  {
    id: 'apiV1ContactPut',
    method: 'PUT',
    path: '/api/v1/contacts/{email}',
    handler: 'api-v1-contact-put.ts',
    auth: 'apikey',
    apiScope: 'contacts:write',
    maxBodyBytes: 4 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'api',
  },
  {
    id: 'apiV1ContactGet',
    method: 'GET',
    path: '/api/v1/contacts/{email}',
    handler: 'api-v1-contact-get.ts',
    auth: 'apikey',
    apiScope: 'contacts:read',
    maxBodyBytes: 0,
    // table:write: the key's rate bucket and last-used time.
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'api',
  },
  {
    id: 'apiV1ContactDelete',
    method: 'DELETE',
    path: '/api/v1/contacts/{email}',
    handler: 'api-v1-contact-delete.ts',
    auth: 'apikey',
    apiScope: 'contacts:write',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'api',
  },
] as const satisfies readonly RouteDef[];
