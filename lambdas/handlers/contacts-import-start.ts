import {
  contactImportSchema,
  importParamsSchema,
  startImportRequestSchema,
} from '../../shared/contracts/imports';
import { startImport } from '../domain/imports/start-import';
import { httpRoute } from '../http/route';
import { blobsPort } from '../wiring/blobs';
import { queuePort } from '../wiring/queue';
import { recordActivity } from '../domain/teams/activity-log';

/** POST /api/contacts/imports/{importId}/start: the confirmed mapping and the attestation; queues the job. */
export const handler = httpRoute({
  id: 'contactsImportStart',
  uses: [blobsPort, queuePort],
  contract: { params: importParamsSchema, body: startImportRequestSchema, response: contactImportSchema },
  handle: async ({ identity, ports, params, body }) => {
    const started = await startImport(ports, {
      accountId: identity.accountId,
      importId: params.importId,
      ...body,
    });
    const fact = { itemId: started.importId, itemName: started.fileName };
    await recordActivity(ports, identity, { action: 'import.started', ...fact });
    return started;
  },
});
