/**
 * The OpenAPI document matches what the handlers accept (issue 31): each request example is validated by the
 * served document's own JSON Schema (Ajv, draft 2020-12 as OpenAPI 3.1 uses) and sent to the live route; both
 * must agree, example by example. (Ajv comes with the toolchain as a dependency of our dev tools.)
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../shared/contracts/api-v1-openapi';
import { call } from '../helpers/api';
import { consent, order, premiumWithKey, v1 } from './support';

let doc: OpenApiDocument;
let shop: Awaited<ReturnType<typeof premiumWithKey>>;
beforeAll(async () => {
  const res = await call<OpenApiDocument>('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
  shop = await premiumWithKey('openapi');
});

const validator = (schema: unknown) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv.compile(schema as object);
};

const eventSchema = () => doc.paths['/api/v1/events']!.post!.requestBody!.content['application/json'].schema;
const contactSchema = () =>
  doc.paths['/api/v1/contacts/{email}']!.put!.requestBody!.content['application/json'].schema;

const view = {
  id: 'v-1',
  name: 'Viewed Product',
  properties: { id: 'p1', name: 'Fig candle', price: 12, currency: 'EUR', url: 'https://shop.test/fig' },
};
const eventExamples: [string, unknown, boolean][] = [
  ['a Placed Order', order('oa-1', { id: 'oa-ev-1', email: 'who@shop.test' }), true],
  ['a Viewed Product', view, true],
  [
    'a Started Checkout at a time',
    {
      id: 's-1',
      name: 'Started Checkout',
      time: '2026-11-29T10:00:00+01:00',
      properties: { items: [{ id: 'a', name: 'b', quantity: 1, price: 1 }], value: 1, currency: 'usd' },
    },
    true,
  ],
  ['no id', { ...view, id: undefined }, false],
  [
    'a custom event',
    { id: 'cu-1', name: 'Subscription Renewed', properties: { plan: 'gold', months: 12 } },
    true,
  ],
  ['a custom event without properties', { id: 'cu-2', name: 'Logged In' }, true],
  ['a custom event whose properties are a list', { id: 'cu-3', name: 'Logged In', properties: [1] }, false],
  ['a custom name of 101 characters', { id: 'cu-4', name: 'x'.repeat(101) }, false],
  ['a commerce name without its properties', { id: 'cu-5', name: 'Placed Order', properties: {} }, false],
  ['a negative price', { ...view, properties: { ...view.properties, price: -1 } }, false],
  ['a currency of 4 letters', { ...view, properties: { ...view.properties, currency: 'EURO' } }, false],
  [
    'a quantity of 0',
    order('oa-2', {
      properties: { ...order('x').properties, items: [{ id: 'a', name: 'b', quantity: 0, price: 1 }] },
    }),
    false,
  ],
  ['a time that is not a date', { ...view, id: 'v-2', time: 'yesterday' }, false],
  ['an email that is not one', { ...view, id: 'v-3', email: 'nope' }, false],
];

const contactExamples: [string, unknown, boolean][] = [
  ['a subscribe with consent', { subscribed: true, consent, firstName: 'Oona', tags: ['vip'] }, true],
  ['a name change', { lastName: 'Park' }, true],
  ['consent without time', { subscribed: true, consent: { source: 'form' } }, false],
  ['subscribed as text', { subscribed: 'yes' }, false],
  ['a name of 101 characters', { firstName: 'x'.repeat(101) }, false],
];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every v1 route and its scope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/v1/contacts/{email}', '/api/v1/events']);
    expect(doc.paths['/api/v1/events']!.post!['x-scope']).toBe('events:write');
  });

  it.each(eventExamples)(
    'POST /events, %s: the document and the handler agree',
    async (_what, body, valid) => {
      expect(validator(eventSchema())(body)).toBe(valid);
      const res = await v1('/events', { method: 'POST', key: shop.secret, body });
      expect(res.status < 300, res.text).toBe(valid);
      if (!valid) expect(res.status).toBe(400);
    },
  );

  it.each(contactExamples)(
    'PUT /contacts, %s: the document and the handler agree',
    async (_what, body, valid) => {
      expect(validator(contactSchema())(body)).toBe(valid);
      const res = await v1('/contacts/oona@shop.test', { method: 'PUT', key: shop.secret, body });
      expect(res.status < 300, res.text).toBe(valid);
      if (!valid) expect(res.status).toBe(400);
    },
  );
});
