/** The brand kit and templates (issue 33). */
import { KB, type RouteDef } from './types';

export const brandRoutes = [
  {
    id: 'brandGet',
    method: 'GET',
    path: '/api/brand',
    handler: 'brand-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'brandPut',
    method: 'PUT',
    path: '/api/brand',
    handler: 'brand-put.ts',
    auth: 'jwt',
    maxBodyBytes: 4 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'templateStart',
    method: 'POST',
    path: '/api/templates/{templateId}/projects',
    handler: 'template-start.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
] as const satisfies readonly RouteDef[];
