/** The audience (issue 20): the caller's contacts; keys from the token, another account's contact is a 404. */
import { KB, type RouteDef } from './types';

// counts and bulk come before {contactId} so the local matcher (first match) agrees with API Gateway (static first).
export const contactRoutes = [
  {
    id: 'contactList',
    method: 'GET',
    path: '/api/contacts',
    handler: 'contact-list.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'contacts',
  },
  {
    id: 'contactCounts',
    method: 'GET',
    path: '/api/contacts/counts',
    handler: 'contact-counts.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'contacts',
  },
  {
    id: 'contactFields',
    method: 'GET',
    path: '/api/contacts/fields',
    handler: 'contact-fields.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'contacts',
  },
  {
    id: 'contactCreate',
    method: 'POST',
    path: '/api/contacts',
    handler: 'contact-create.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    // The address's keyed hash (the claim / suppression item) needs the signing key.
    grants: ['table:read', 'table:write', 'signing:read'],
    area: 'contacts',
  },
  {
    id: 'contactExport',
    method: 'POST',
    path: '/api/contacts/export',
    handler: 'contact-export.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    // Written to the bucket as a multipart upload, then a presigned GET (signed with the function's own read).
    grants: ['table:read', 'assets:write', 'assets:read'],
    // 100,000 contacts: about 100 Queries and 20 MB written.
    timeoutSeconds: 29,
    memoryMb: 512,
    area: 'contacts',
  },
  {
    id: 'contactBulk',
    method: 'POST',
    path: '/api/contacts/bulk',
    handler: 'contact-bulk.ts',
    auth: 'jwt',
    // 100 ids of up to 64 characters, quoted and separated, plus the action and a tag.
    maxBodyBytes: 8 * KB,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 30,
    area: 'contacts',
  },
  {
    id: 'contactGet',
    method: 'GET',
    path: '/api/contacts/{contactId}',
    handler: 'contact-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'contacts',
  },
  {
    id: 'contactUpdate',
    method: 'PATCH',
    path: '/api/contacts/{contactId}',
    handler: 'contact-update.ts',
    auth: 'jwt',
    // Names and tags, and up to 20 custom fields of up to 200 characters.
    maxBodyBytes: 8 * KB,
    grants: ['table:read', 'table:write'],
    area: 'contacts',
  },
  {
    id: 'contactDelete',
    method: 'DELETE',
    path: '/api/contacts/{contactId}',
    handler: 'contact-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
    area: 'contacts',
  },
] as const satisfies readonly RouteDef[];
