import { ownershipResponseSchema } from '../../shared/contracts/teams';
import { withdrawOwnership } from '../domain/teams/ownership-transfer';
import { httpRoute } from '../http/route';

/** DELETE /api/team/ownership/offer: the owner withdraws the pending offer of ownership (issue 34). */
export const handler = httpRoute({
  id: 'teamOwnershipWithdraw',
  contract: { response: ownershipResponseSchema },
  handle: ({ identity, ports }) => withdrawOwnership(ports.store, identity.accountId),
});
