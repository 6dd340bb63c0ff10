import { teamAccountsResponseSchema as response } from '../../shared/contracts/teams';
import { listMemberships } from '../domain/items/membership';
import { accountName } from '../domain/teams/account-name';
import { httpRoute } from '../http/route';

/** GET /api/team/accounts: the caller's own account and those they are a member of (the switcher; issue 34). */
export const handler = httpRoute({
  id: 'teamAccounts',
  contract: { response },
  handle: async ({ identity, ports }) => {
    const memberships = await listMemberships(ports.store, identity.userId);
    const others = await Promise.all(
      memberships.map(async (m) => ({
        accountId: m.accountId,
        role: m.role,
        own: false,
        name: await accountName(ports.store, m.accountId),
      })),
    );
    return {
      accounts: [
        { accountId: identity.userId, role: 'owner' as const, own: true, name: 'Your own account' },
        ...others,
      ],
    };
  },
});
