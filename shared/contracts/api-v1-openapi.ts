import * as z from 'zod';
import { apiScopes, type ApiScope } from './api-keys';
import {
  type ApiContactBody,
  type ApiEventBody,
  apiContactBodySchema,
  apiContactParamsSchema,
  apiContactResponseSchema,
  apiDeleteResponseSchema,
  apiErrorSchema,
  apiEventBodySchema,
  apiEventResponseSchema,
} from './api-v1';

/**
 * The OpenAPI 3.1 document of /api/v1 (GET /api/v1/openapi.json and the reference page at /docs/api),
 * generated from the very zod schemas the handlers parse with (shared/contracts/api-v1.ts), so the two cannot
 * drift. Request schemas are the schemas' input side (what a caller sends); JSON Schema 2020-12, as 3.1 uses.
 */

/** A schema's JSON Schema (2020-12), without its own `$schema` line (the document's dialect says it). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The answers every operation may give; `noBody` for those that take no body (no JSON to be malformed). */
const answers = (noBody = false) => ({
  '400': errorResponse(
    noBody
      ? 'The address in the path is not an email address (issues name it).'
      : 'Malformed JSON, or a field is missing or invalid (issues name each field).',
  ),
  '401': errorResponse('No API key, an unknown or revoked key, or the account was deleted.'),
  '403': errorResponse('The account is not on Premium, or the key lacks the scope.'),
  '429': {
    ...errorResponse('Too many requests with this key.'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
  },
});

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
});

const body = (schema: z.ZodType, example: unknown) => ({
  required: true,
  content: { 'application/json': { schema: jsonSchema(schema, 'input'), example } },
});

/**
 * The request examples the reference shows (a curl line per operation). Each is parsed by its schema in
 * tests/unit/apikeys/api-examples.test.ts, so an example that the API would refuse fails the build.
 */
export const apiExamples = {
  email: 'ada@example.com',
  event: {
    id: 'order-1001',
    email: 'ada@example.com',
    name: 'Placed Order',
    time: '2026-11-29T10:00:00Z',
    properties: {
      order_id: '1001',
      items: [{ id: 'lavender-200g', name: 'Lavender candle', quantity: 2, price: 18 }],
      value: 36,
      currency: 'EUR',
    },
  } satisfies ApiEventBody,
  contact: {
    firstName: 'Ada',
    tags: ['customer'],
    subscribed: true,
    consent: { source: 'checkout checkbox', time: '2026-11-29T10:00:00Z' },
  } satisfies ApiContactBody,
};

const emailParam = {
  name: 'email',
  in: 'path',
  required: true,
  description: 'The contact’s address (URL-encoded).',
  example: apiExamples.email,
  schema: jsonSchema(apiContactParamsSchema.shape.email, 'input'),
};

const scoped = (scope: ApiScope) => ({ security: [{ apiKey: [] }], 'x-scope': scope });

export interface OpenApiOperation {
  summary: string;
  description?: string;
  security?: unknown;
  'x-scope'?: ApiScope;
  parameters?: unknown[];
  requestBody?: {
    content: { 'application/json': { schema: Record<string, unknown>; example?: unknown } };
  };
  responses: Record<string, unknown>;
}

export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, OpenApiOperation>> = {
    '/api/v1/events': {
      post: {
        summary: 'Send an event',
        description:
          'Viewed Product, Added to Cart, Started Checkout or Placed Order, from your own server, or an event of your own (any other name, with properties of your own: automations can start on it). With `email`, it is linked to your contact of that address. Idempotent on `id` (and Placed Order on `order_id`).',
        ...scoped('events:write'),
        requestBody: body(apiEventBodySchema, apiExamples.event),
        responses: {
          '202': ok('Stored.', apiEventResponseSchema),
          '200': ok('Already stored with this id: nothing new was stored.', apiEventResponseSchema),
          ...answers(),
          '413': errorResponse('Body over 64 KB.'),
        },
      },
    },
    '/api/v1/contacts/{email}': {
      get: {
        summary: 'Read a contact',
        ...scoped('contacts:read'),
        parameters: [emailParam],
        responses: {
          '200': ok('The contact.', apiContactResponseSchema),
          ...answers(true),
          '404': errorResponse('No contact.'),
        },
      },
      put: {
        summary: 'Add or update a contact',
        description:
          'A new contact is added subscribed and needs `subscribed: true` with `consent` (where and when the person agreed). Someone who unsubscribed, bounced or complained is never subscribed again (409).',
        ...scoped('contacts:write'),
        parameters: [emailParam],
        requestBody: body(apiContactBodySchema, apiExamples.contact),
        responses: {
          '201': ok('Added.', apiContactResponseSchema),
          '200': ok('Updated.', apiContactResponseSchema),
          ...answers(),
          '404': errorResponse('No contact, and the request does not subscribe one.'),
          '409': errorResponse('The address left (unsubscribed, bounced or complained).'),
          '422': errorResponse('A subscribe without consent.'),
        },
      },
      delete: {
        summary: 'Forget a contact',
        description:
          'Deletes the contact. An address that unsubscribed, bounced or complained stays suppressed.',
        ...scoped('contacts:write'),
        parameters: [emailParam],
        responses: {
          '200': ok('Forgotten.', apiDeleteResponseSchema),
          ...answers(true),
          '404': errorResponse('No contact.'),
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Jungle Mail API',
      version: '1',
      description: `Premium plan. Authenticate with \`Authorization: Bearer jm_live_...\` (Account settings › API keys). Scopes: ${apiScopes.join(', ')}. Rate limit per key: bursts of 100 requests, then 20 a second (429 with Retry-After).`,
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: jm_live_...' } },
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
    },
    paths,
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
