import { importParamsSchema } from '../../shared/contracts/imports';
import { importReport } from '../domain/imports/import-report';
import { httpRoute } from '../http/route';
import { textReply } from '../http/responses';

/** GET /api/contacts/imports/{importId}/report.csv: the rows skipped or flagged, with the reason of each. */
export const handler = httpRoute({
  id: 'contactsImportReport',
  contract: { params: importParamsSchema },
  handle: async ({ identity, ports, params }) => {
    const { csv } = await importReport(ports.store, {
      accountId: identity.accountId,
      importId: params.importId,
    });
    return textReply(200, csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="import-report-${params.importId}.csv"`,
      'cache-control': 'no-store',
    });
  },
});
