import { createImportRequestSchema, createImportResponseSchema } from '../../shared/contracts/imports';
import { createImport } from '../domain/imports/create-import';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/** POST /api/contacts/imports: records an import and answers a presigned POST for its CSV (at most 10 MB). */
export const handler = httpRoute({
  id: 'contactsImportCreate',
  uses: [blobsPort],
  contract: { body: createImportRequestSchema, response: createImportResponseSchema },
  handle: ({ identity, ports, body }) => createImport(ports, { accountId: identity.accountId, ...body }),
});
