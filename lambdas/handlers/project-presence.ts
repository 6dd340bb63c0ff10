import {
  presenceBodySchema,
  presenceParamsSchema,
  presenceResponseSchema,
} from '../../shared/contracts/activity';
import { beatPresence } from '../domain/teams/presence';
import { httpRoute } from '../http/route';

/** PUT /api/projects/{projectId}/presence: the editor's heartbeat; answers who else has the email open. */
export const handler = httpRoute({
  id: 'projectPresence',
  contract: { params: presenceParamsSchema, body: presenceBodySchema, response: presenceResponseSchema },
  handle: ({ identity, ports, params }) => beatPresence(ports, identity, params.projectId),
});
