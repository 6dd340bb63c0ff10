import { openApiDocument } from '../../shared/contracts/api-v1-openapi';
import { reply } from '../http/responses';
import { httpRoute } from '../http/route';

const document = openApiDocument();

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the handlers' own zod contracts. */
export const handler = httpRoute({
  id: 'apiV1OpenApi',
  handle: () =>
    Promise.resolve(
      reply(200, document, { 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' }),
    ),
});
