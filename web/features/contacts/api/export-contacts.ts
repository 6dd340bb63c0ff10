/** POST /api/contacts/export: a CSV of the contacts the filters show (all when none), as a download link. */
import { api } from '../../../lib/api-client';
import { contactExportResponseSchema } from '../../../../shared/contracts/contacts';
import { paramsFromFilters, type ContactFilters } from '../contact-filters';

export const exportContacts = (filters: ContactFilters) =>
  api.post('/api/contacts/export', paramsFromFilters(filters), { schema: contactExportResponseSchema });
