import {
  importParamsSchema,
  importPreviewSchema,
  previewImportRequestSchema,
} from '../../shared/contracts/imports';
import { previewImport } from '../domain/imports/preview-import';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';

/** POST /api/contacts/imports/{importId}/preview: the header, a suggested mapping and sample rows. */
export const handler = httpRoute({
  id: 'contactsImportPreview',
  uses: [blobsPort],
  contract: { params: importParamsSchema, body: previewImportRequestSchema, response: importPreviewSchema },
  handle: ({ identity, ports, params }) =>
    previewImport(ports, { accountId: identity.accountId, importId: params.importId }),
});
