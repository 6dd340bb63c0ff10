import * as z from 'zod';
import { prebuiltResponseSchema } from '../../shared/contracts/flows';
import { makePrebuiltFlows } from '../domain/prebuilt/make-prebuilt-flows';
import { httpRoute } from '../http/route';

/**
 * POST /api/flows/prebuilt: the draft flows for the onboarding choices, made once per account
 * (`created`: the flows made now, [] on any later call); 403 when the plan has no room for their emails.
 */
export const handler = httpRoute({
  id: 'flowPrebuilt',
  contract: {
    body: z
      .strictObject({}, { error: 'Making the ready-made flows takes no fields: send {} or no body.' })
      .optional(),
    response: prebuiltResponseSchema,
  },
  handle: ({ identity, ports }) => makePrebuiltFlows(ports, identity.accountId),
});
