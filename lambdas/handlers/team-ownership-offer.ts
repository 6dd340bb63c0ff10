import { ownershipOfferBodySchema, ownershipResponseSchema } from '../../shared/contracts/teams';
import { offerOwnership } from '../domain/teams/ownership-transfer';
import { httpRoute } from '../http/route';

/** POST /api/team/ownership/offer `{ userId }`: the owner offers ownership to an admin (issue 34). */
export const handler = httpRoute({
  id: 'teamOwnershipOffer',
  contract: { body: ownershipOfferBodySchema, response: ownershipResponseSchema },
  handle: ({ identity, ports, body }) => offerOwnership(ports, identity, body.userId),
});
