/** The blog and account deletion (issues 13 and 18). */
import { KB, type RouteDef } from './types';

export const siteRoutes = [
  // The blog (issue 13): public reads of the posts content/blog seeds into the table.
  {
    id: 'blogList',
    method: 'GET',
    path: '/api/blog',
    handler: 'blog-list.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'blogGet',
    method: 'GET',
    path: '/api/blog/{slug}',
    handler: 'blog-get.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },

  // "Delete my account" (issue 18): everything the caller owns, then their Cognito user (lambdas/domain/account).
  {
    id: 'accountDelete',
    method: 'POST',
    path: '/api/account/delete',
    handler: 'account-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: [
      'table:read',
      'table:write',
      'assets:delete',
      'ses:identity:delete',
      'ses:tenant:delete',
      'userpool:delete',
      'billing:secrets',
    ],
    // The handler stops its work at 20 s and answers 202 (call again), inside API Gateway's 30 s.
    timeoutSeconds: 29,
  },
] as const satisfies readonly RouteDef[];
