import * as z from 'zod';
import { revokeInvitation } from '../domain/teams/remove-member';
import { httpRoute } from '../http/route';

/** DELETE /api/team/invitations/{inviteId}: withdraws a pending invitation (issue 34). */
export const handler = httpRoute({
  id: 'teamInviteRevoke',
  contract: { params: z.object({ inviteId: z.string().min(1).max(64) }) },
  handle: async ({ identity, ports, params }) => {
    await revokeInvitation(ports.store, identity.accountId, params.inviteId);
    return { message: 'Invitation withdrawn.' };
  },
});
