/** Accounts, onboarding and the sending domain: health, the caller's profile and setup, DNS (issues 3 and 4). */
import { KB, type RouteDef } from './types';

export const accountRoutes = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    handler: 'health.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read', 'assets:read', 'userpool:read', 'ses:account'],
  },
  {
    id: 'me',
    method: 'GET',
    path: '/api/me',
    handler: 'me.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },

  // Accounts and onboarding (issue 3): the caller's profile (created on first read) and setup record.
  {
    id: 'profileGet',
    method: 'GET',
    path: '/api/profile',
    handler: 'profile-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'setupGet',
    method: 'GET',
    path: '/api/setup',
    handler: 'setup-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'setupUpdate',
    method: 'PATCH',
    path: '/api/setup',
    handler: 'setup-update.ts',
    auth: 'jwt',
    maxBodyBytes: 32 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'setupComplete',
    method: 'POST',
    path: '/api/setup/complete',
    handler: 'setup-complete.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },

  // Sending domain (issue 4): create the identity, detect the DNS provider, verify the records.
  {
    id: 'dnsInitiate',
    method: 'POST',
    path: '/api/dns/initiate',
    handler: 'dns-initiate.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:identity'],
  },
  {
    id: 'dnsProvider',
    method: 'GET',
    path: '/api/dns/provider',
    handler: 'dns-provider.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 15,
  },
  {
    id: 'dnsVerify',
    method: 'POST',
    path: '/api/dns/verify',
    handler: 'dns-verify.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:identity', 'ses:tenant', 'ses:tenant:delete'],
    timeoutSeconds: 20,
  },
] as const satisfies readonly RouteDef[];
