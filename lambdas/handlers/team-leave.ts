import * as z from 'zod';
import { removeMember } from '../domain/teams/remove-member';
import { httpRoute } from '../http/route';

/** POST /api/team/leave: the caller leaves the current account (not its owner; issue 34). */
export const handler = httpRoute({
  id: 'teamLeave',
  contract: { body: z.strictObject({}).optional() },
  handle: async ({ identity, ports }) => {
    await removeMember(ports.store, identity.accountId, identity.userId);
    return { message: 'You left the account.' };
  },
});
