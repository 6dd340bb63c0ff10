import { contactImportSchema, importParamsSchema } from '../../shared/contracts/imports';
import { ownedImport, toContactImport } from '../domain/imports/owned-import';
import { httpRoute } from '../http/route';

/** GET /api/contacts/imports/{importId}: status, rows done of total, added / updated / skipped. */
export const handler = httpRoute({
  id: 'contactsImportGet',
  contract: { params: importParamsSchema, response: contactImportSchema },
  handle: async ({ identity, ports, params }) =>
    toContactImport(await ownedImport(ports.store, identity.accountId, params.importId)),
});
