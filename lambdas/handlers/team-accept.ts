import { acceptBodySchema, acceptResponseSchema } from '../../shared/contracts/teams';
import { acceptInvitation } from '../domain/teams/accept';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** POST /api/team/accept: the signed-in invitee accepts with the link's token (issue 34). */
export const handler = httpRoute({
  id: 'teamAccept',
  uses: [signingPort],
  contract: { body: acceptBodySchema, response: acceptResponseSchema },
  handle: ({ identity, ports, body }) => acceptInvitation(ports, identity, body.token),
});
