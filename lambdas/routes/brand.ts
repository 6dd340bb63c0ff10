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
  // Custom templates (Premium): snapshots of the account's emails.
  {
    id: 'customTemplateList',
    method: 'GET',
    path: '/api/custom-templates',
    handler: 'custom-template-list.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'customTemplateSave',
    method: 'POST',
    path: '/api/custom-templates',
    handler: 'custom-template-save.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'customTemplateDelete',
    method: 'DELETE',
    path: '/api/custom-templates/{templateId}',
    handler: 'custom-template-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'customTemplateStart',
    method: 'POST',
    path: '/api/custom-templates/{templateId}/projects',
    handler: 'custom-template-start.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
] as const satisfies readonly RouteDef[];
