/**
 * Every signed-in ('jwt') route of lambdas/routes/, read from the table so a new route is checked the day it
 * is added: no token is a 401; a body over the route's limit a 413; a body that is not JSON a 415; malformed
 * JSON a 400 with 'Malformed JSON body.'; JSON of the wrong shape (an array, a string, unknown fields) a 400,
 * never a 5xx and never acted on. A wrong owner is a 404 on the routes that name a project or a checkout
 * session: those are tested route by route in projects/routes.test.ts ("another user's project"),
 * editor/request-checks.test.ts, ai/chat.test.ts ("refusals"), billing/plans.test.ts (the test checkout) and
 * contacts/routes.test.ts ("another account's contacts");
 * the others take the caller from the token and have no owner to get wrong.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { rawCall } from './helpers/api';
import { newUser } from './helpers/cognito';

type Route = (typeof routes)[number];
const signedIn: Route[] = routes.filter((r) => r.auth === 'jwt');
/** {param} segments get a value no caller owns. */
const pathOf = (r: Route) => r.path.replace(/\{[^}]+\}/g, 'no-such-id');
const json = { 'content-type': 'application/json' };

let token: string;
beforeAll(async () => {
  token = (await newUser('req-checks')).idToken;
});

it('checks every signed-in route of lambdas/routes/ (and there are some)', () => {
  expect(signedIn.length).toBeGreaterThan(30);
});

const send = (route: Route, body: string, headers: Record<string, string> = json, withToken = true) =>
  rawCall(pathOf(route), { method: route.method, body, headers, ...(withToken ? { token } : {}) });
const named = (list: Route[]) => list.map((r) => [`${r.method} ${r.path}`, r] as const);

describe.each(named(signedIn))('%s', (_name, route) => {
  it('answers 401 without a token', async () => {
    const bodied = route.maxBodyBytes > 0;
    const res = await send(route, bodied ? '{}' : '', bodied ? json : {}, false);
    expect(res.status, res.text).toBe(401);
    expect(res.body).toMatchObject({ error: 'unauthorized', message: 'Please log in to continue.' });
  });

  it('answers 413 to a body over its limit', async () => {
    const res = await send(route, JSON.stringify({ pad: 'x'.repeat(route.maxBodyBytes + 1) }));
    expect(res.status, res.text).toBe(413);
    expect(res.body).toMatchObject({ error: 'payload_too_large' });
  });
});

describe.each(named(signedIn.filter((r) => r.path.includes('{'))))(
  '%s (names a resource)',
  (_name, route) => {
    it('answers an oversized or odd path parameter with a 4xx and a sentence, never a 5xx', async () => {
      for (const value of ['x'.repeat(500), '%00', '..', encodeURIComponent('<script>')]) {
        const path = route.path.replace(/\{[^}]+\}/g, value);
        const bodied = route.maxBodyBytes > 0;
        const res = await rawCall(path, {
          method: route.method,
          token,
          body: bodied ? '{}' : '',
          headers: bodied ? json : {},
        });
        expect(res.status, `${value}: ${res.text}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${value}: ${res.text}`).toBeLessThan(500);
        expect(typeof (res.body as { message?: unknown }).message, `${value}: ${res.text}`).toBe('string');
      }
    });
  },
);

describe.each(named(signedIn.filter((r) => r.maxBodyBytes > 0)))('%s (takes a body)', (_name, route) => {
  it('answers 415 to a body that is not JSON', async () => {
    const res = await send(route, 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status, res.text).toBe(415);
  });

  it("answers 400 'Malformed JSON body.' to broken JSON", async () => {
    const res = await send(route, '{"name": ');
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
  });

  // The body is checked against the route's contract before anything runs: a route that takes no input
  // refuses one too, rather than acting on a request it does not understand.
  it('answers JSON of the wrong shape with a 400 and a sentence, never a 5xx', async () => {
    for (const body of ['[]', '"text"', '42', JSON.stringify({ unexpectedField: { deep: [1, 2] } })]) {
      const res = await send(route, body);
      expect(res.status, `${body}: ${res.text}`).toBe(400);
      expect(typeof (res.body as { message?: unknown }).message, res.text).toBe('string');
    }
  });
});
