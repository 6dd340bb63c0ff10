/** POST /api/team/accept: the signed-in invitee accepts with the link's token. */
import { acceptResponseSchema } from '../../../../shared/contracts/teams';
import { api } from '../../../lib/api-client';

export const acceptInvitation = (token: string) =>
  api.post('/api/team/accept', { token }, { schema: acceptResponseSchema });
