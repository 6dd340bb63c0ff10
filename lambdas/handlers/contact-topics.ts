import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { contactTopicsSchema } from '../../shared/contracts/unsubscribe';
import { readAccountTopics } from '../domain/unsubscribe/account-topics';
import { saveAccountTopics } from '../domain/unsubscribe/save-topics';
import { httpRoute } from '../http/route';

/** GET /api/audience/topics: the topics the caller's unsubscribe page offers. */
const get = httpRoute({
  id: 'contactTopicsGet',
  contract: { response: contactTopicsSchema },
  handle: async ({ ports, identity }) => ({
    topics: await readAccountTopics(ports.store, identity.accountId),
  }),
});

/** PUT /api/audience/topics { topics }: replaces them (trimmed, lowercase, no repeats, at most 20). */
const put = httpRoute({
  id: 'contactTopicsSave',
  contract: { body: contactTopicsSchema, response: contactTopicsSchema },
  handle: async ({ ports, identity, body }) => ({
    topics: await saveAccountTopics(ports.store, identity.accountId, body.topics),
  }),
});

/** Both routes deploy this module (lambdas/routes/): the method picks the route. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  event.requestContext.http.method === 'GET' ? get(event, context) : put(event, context);
