/** GET /api/team: the members, pending invitations and seats of the current account. */
import { teamResponseSchema } from '../../../../shared/contracts/teams';
import { api } from '../../../lib/api-client';

export const fetchTeam = (signal?: AbortSignal) =>
  api.get('/api/team', { schema: teamResponseSchema, signal });
