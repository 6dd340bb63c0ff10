import { teamResponseSchema } from '../../shared/contracts/teams';
import { teamView } from '../domain/teams/team-view';
import { httpRoute } from '../http/route';

/** GET /api/team: the members, open invitations and seats (issue 34; every member reads it, owner and admin change it). */
export const handler = httpRoute({
  id: 'teamGet',
  contract: { response: teamResponseSchema },
  handle: ({ identity, ports }) =>
    teamView(
      ports.store,
      { accountId: identity.accountId, ownerEmail: identity.role === 'owner' ? identity.email : undefined },
      ports.clock.now(),
    ),
});
