/** POST /api/team/invitations: invite an address with a role (inviting a pending address again resends). */
import { invitationSchema, type InviteBody } from '../../../../shared/contracts/teams';
import { api } from '../../../lib/api-client';

export const inviteMember = (body: InviteBody) =>
  api.post('/api/team/invitations', body, { schema: invitationSchema });
