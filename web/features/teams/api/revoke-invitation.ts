/** DELETE /api/team/invitations/{inviteId}: withdraw a pending invitation. */
import { api } from '../../../lib/api-client';

export const revokeInvitation = (inviteId: string) =>
  api.delete(`/api/team/invitations/${encodeURIComponent(inviteId)}`);
