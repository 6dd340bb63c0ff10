/**
 * The API reference's examples (shared/contracts/api-v1-openapi.ts) are requests the API accepts: each is
 * parsed by the schema its handler parses with, and the curl line the page shows (web/features/api-keys/
 * curl-example.ts) names the operation's address, the key and the example body, quoted for a shell.
 */
import { describe, expect, it } from 'vitest';
import {
  apiContactBodySchema,
  apiContactParamsSchema,
  apiEventBodySchema,
} from '../../../shared/contracts/api-v1';
import { apiExamples, openApiDocument } from '../../../shared/contracts/api-v1-openapi';
import { curlExample } from '../../../web/features/api-keys/curl-example';

const doc = openApiDocument();

describe('the API reference examples', () => {
  it('are accepted by the schemas the handlers parse with', () => {
    expect(apiEventBodySchema.safeParse(apiExamples.event).success).toBe(true);
    expect(apiContactBodySchema.safeParse(apiExamples.contact).success).toBe(true);
    expect(apiContactParamsSchema.safeParse({ email: apiExamples.email }).success).toBe(true);
  });

  it('are in the document, on the operations that take them', () => {
    const events = doc.paths['/api/v1/events']?.post;
    const contact = doc.paths['/api/v1/contacts/{email}'];
    expect(events?.requestBody?.content['application/json'].example).toEqual(apiExamples.event);
    expect(contact?.put?.requestBody?.content['application/json'].example).toEqual(apiExamples.contact);
    expect(contact?.get?.parameters).toContainEqual(expect.objectContaining({ example: apiExamples.email }));
  });

  it('become a curl line with the address, the key from the environment and the body', () => {
    const put = doc.paths['/api/v1/contacts/{email}']?.put;
    const line = curlExample('put', '/api/v1/contacts/{email}', put as never, 'https://mail.example.com');
    expect(line.split(' \\\n  ')).toEqual([
      "curl -X PUT 'https://mail.example.com/api/v1/contacts/ada%40example.com'",
      '-H "Authorization: Bearer $JM_API_KEY"',
      "-H 'Content-Type: application/json'",
      `-d '${JSON.stringify(apiExamples.contact, null, 2)}'`,
    ]);
    const get = doc.paths['/api/v1/contacts/{email}']?.get;
    expect(curlExample('get', '/api/v1/contacts/{email}', get as never, 'http://localhost:3000')).toBe(
      `curl -X GET 'http://localhost:3000/api/v1/contacts/ada%40example.com' \\\n  -H "Authorization: Bearer $JM_API_KEY"`,
    );
  });

  it('quotes a single quote in a body for the shell', () => {
    const op = { requestBody: { content: { 'application/json': { example: { name: "Ada's" } } } } };
    expect(curlExample('post', '/x', op, '')).toContain(`-d '{\n  "name": "Ada'\\''s"\n}'`);
  });

  it('says a 400 of an operation without a body is the address, not malformed JSON', () => {
    const contact = doc.paths['/api/v1/contacts/{email}'];
    const said = (op: { responses: Record<string, unknown> } | undefined) =>
      (op?.responses['400'] as { description: string }).description;
    expect(said(contact?.get)).toBe('The address in the path is not an email address (issues name it).');
    expect(said(contact?.delete)).toBe(said(contact?.get));
    expect(said(contact?.put)).toMatch(/^Malformed JSON/);
    expect(said(doc.paths['/api/v1/events']?.post)).toMatch(/^Malformed JSON/);
  });
});
