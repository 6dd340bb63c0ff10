import * as z from 'zod';
import { removeMember } from '../domain/teams/remove-member';
import { httpRoute } from '../http/route';

/** DELETE /api/team/members/{userId}: removes a member; their next request is refused (issue 34). */
export const handler = httpRoute({
  id: 'teamMemberRemove',
  contract: { params: z.object({ userId: z.string().min(1).max(64) }) },
  handle: async ({ identity, ports, params }) => {
    await removeMember(ports.store, identity.accountId, params.userId);
    return { message: 'Member removed.' };
  },
});
