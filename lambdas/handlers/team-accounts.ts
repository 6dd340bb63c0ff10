import { teamAccountsResponseSchema as response } from '../../shared/contracts/teams';
import { listMemberships } from '../domain/items/membership';
import { accountName } from '../domain/teams/account-name';
import { httpRoute } from '../http/route';
import { minimalRoles } from '../routes/roles';

/** GET /api/team/accounts: the caller's own account and those they are a member of (the switcher; issue 34). */
export const handler = httpRoute({
  id: 'teamAccounts',
  contract: { response },
  handle: async ({ identity, ports }) => {
    const memberships = await listMemberships(ports.store, identity.userId);
    // Once the person gave their own account's ownership away, they are one of its members.
    const ownRole = memberships.find((m) => m.accountId === identity.userId)?.role ?? 'owner';
    const others = await Promise.all(
      memberships
        .filter((m) => m.accountId !== identity.userId)
        .map(async (m) => ({
          accountId: m.accountId,
          role: m.role,
          own: false,
          name: await accountName(ports.store, m.accountId),
        })),
    );
    return {
      accounts: [
        { accountId: identity.userId, role: ownRole, own: true, name: 'Your own account' },
        ...others,
      ],
      routeRoles: minimalRoles,
    };
  },
});
