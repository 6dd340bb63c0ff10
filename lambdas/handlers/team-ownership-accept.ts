import * as z from 'zod';
import { ownershipResponseSchema } from '../../shared/contracts/teams';
import { acceptOwnership } from '../domain/teams/ownership-transfer';
import { httpRoute } from '../http/route';

/** POST /api/team/ownership/accept: the admin the offer names becomes the owner (issue 34). */
export const handler = httpRoute({
  id: 'teamOwnershipAccept',
  contract: { body: z.strictObject({}).optional(), response: ownershipResponseSchema },
  handle: ({ identity, ports }) => acceptOwnership(ports, identity),
});
