/** CSV import of contacts (issue 20): the routes the wizard calls, and the job that runs off the request. */
import { KB, type RouteDef, type TriggerDef } from './types';

export const importRoutes = [
  // Static /api/contacts/imports… paths, listed before the contacts area's /api/contacts/{contactId} ones.
  {
    id: 'contactsImportCreate',
    method: 'POST',
    path: '/api/contacts/imports',
    handler: 'contacts-import-create.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    // table:read for the wrapper's check of the account's tombstone, as on every signed-in route.
    grants: ['table:read', 'table:write', 'assets:write'],
    area: 'contacts',
  },
  {
    id: 'contactsImportPreview',
    method: 'POST',
    path: '/api/contacts/imports/{importId}/preview',
    handler: 'contacts-import-preview.ts',
    auth: 'jwt',
    // The SPA posts {} (no fields are read).
    maxBodyBytes: 64,
    grants: ['table:read', 'table:write', 'assets:read', 'assets:delete'],
    area: 'contacts',
  },
  {
    id: 'contactsImportStart',
    method: 'POST',
    path: '/api/contacts/imports/{importId}/start',
    handler: 'contacts-import-start.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'assets:read', 'assets:delete', 'queue:send:imports'],
    area: 'contacts',
  },
  {
    id: 'contactsImportGet',
    method: 'GET',
    path: '/api/contacts/imports/{importId}',
    handler: 'contacts-import-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'contacts',
  },
  {
    id: 'contactsImportReport',
    method: 'GET',
    path: '/api/contacts/imports/{importId}/report.csv',
    handler: 'contacts-import-report.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    timeoutSeconds: 15,
    memoryMb: 512,
    area: 'contacts',
  },
] as const satisfies readonly RouteDef[];

export const importTriggers = [
  // The import job (lambdas/handlers/contacts-import-job.ts): one message a run; a long file re-queues itself.
  {
    id: 'contactsImportJob',
    handler: 'contacts-import-job.ts',
    kind: 'sqs',
    queue: 'imports',
    batchSize: 1,
    grants: ['table:read', 'table:write', 'assets:read', 'signing:read', 'queue:send:imports'],
    timeoutSeconds: 900,
    memoryMb: 512,
    area: 'contacts',
  },
] as const satisfies readonly TriggerDef[];
