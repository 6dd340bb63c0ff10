import * as z from 'zod';
import { memberRoleBodySchema } from '../../shared/contracts/teams';
import { changeMemberRole } from '../domain/teams/change-role';
import { httpRoute } from '../http/route';

/** PATCH /api/team/members/{userId}: gives a member another role (issue 34). */
export const handler = httpRoute({
  id: 'teamMemberRole',
  contract: { params: z.object({ userId: z.string().min(1).max(64) }), body: memberRoleBodySchema },
  handle: async ({ identity, ports, params, body }) => {
    await changeMemberRole(ports.store, identity.accountId, params.userId, body.role);
    return { message: `Role changed to ${body.role}.` };
  },
});
