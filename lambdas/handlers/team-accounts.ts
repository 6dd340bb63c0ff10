import * as z from 'zod';
import { teamRoleSchema } from '../../shared/contracts/teams';
import { listMemberships } from '../domain/items/membership';
import { httpRoute } from '../http/route';

const response = z.object({
  accounts: z.array(z.object({ accountId: z.string(), role: teamRoleSchema, own: z.boolean() })),
});

/** GET /api/team/accounts: the caller's own account and those they are a member of (the switcher; issue 34). */
export const handler = httpRoute({
  id: 'teamAccounts',
  contract: { response },
  handle: async ({ identity, ports }) => ({
    accounts: [
      { accountId: identity.userId, role: 'owner' as const, own: true },
      ...(await listMemberships(ports.store, identity.userId)).map((m) => ({
        accountId: m.accountId,
        role: m.role,
        own: false,
      })),
    ],
  }),
});
