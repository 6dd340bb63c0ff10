/** GET /api/team/accounts: the accounts the signed-in person can act in, their own first. */
import { teamAccountsResponseSchema } from '../../../../shared/contracts/teams';
import { api } from '../../../lib/api-client';

export const fetchAccounts = (signal?: AbortSignal) =>
  api.get('/api/team/accounts', { schema: teamAccountsResponseSchema, signal });
