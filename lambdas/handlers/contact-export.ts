import { contactExportBodySchema, contactExportResponseSchema } from '../../shared/contracts/contacts';
import { exportContacts } from '../domain/contacts/export-contacts';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/** POST /api/contacts/export: the caller's contacts (all, or the current filter) as a CSV download link. */
export const handler = httpRoute({
  id: 'contactExport',
  contract: { body: contactExportBodySchema, response: contactExportResponseSchema },
  uses: [blobsPort],
  handle: ({ identity, ports, body }) =>
    exportContacts(ports, identity.accountId, {
      ...(body.q ? { q: body.q } : {}),
      ...(body.status ? { status: body.status } : {}),
      ...(body.tag ? { tag: body.tag } : {}),
    }),
});
