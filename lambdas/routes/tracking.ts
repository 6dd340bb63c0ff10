/** Website tracking (issue 5): the served script, the public ingest and the owner's calls. */
import { KB, type RouteDef } from './types';

export const trackingRoutes = [
  // Website tracking (issue 5): the served script and the public ingest, then the owner's calls.
  {
    id: 'trackingScript',
    method: 'GET',
    path: '/api/jm.js',
    handler: 'tracking-script.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
  },
  {
    id: 'trackingIngest',
    method: 'POST',
    path: '/api/t',
    handler: 'tracking-ingest.ts',
    auth: 'public',
    maxBodyBytes: 8 * KB,
    // signing:read: an event's contact token is verified with the 'identity' key (issue 31).
    grants: ['table:read', 'table:write', 'signing:read'],
    viewer: true,
  },
  {
    id: 'trackingIngestPreflight',
    method: 'OPTIONS',
    path: '/api/t',
    handler: 'tracking-ingest.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
    viewer: true,
  },
  {
    id: 'trackingId',
    method: 'POST',
    path: '/api/tracking/id',
    handler: 'tracking-id.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
  },
  {
    id: 'trackingStatus',
    method: 'GET',
    path: '/api/tracking/status',
    handler: 'tracking-status.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
  },
  {
    id: 'trackingCheckSite',
    method: 'POST',
    path: '/api/tracking/check-site',
    handler: 'tracking-check-site.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read'],
    timeoutSeconds: 15,
  },
  // Identified visitors (issue 31): `jm('identify', email)` gets a contact token; reads no contact.
  {
    id: 'identifyVisitor',
    method: 'POST',
    path: '/api/identify/{trackingId}',
    handler: 'identify-visitor.ts',
    auth: 'public',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'signing:read'],
  },
] as const satisfies readonly RouteDef[];
