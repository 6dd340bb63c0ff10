import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/contracts/errors';
import { routes } from '../../lambdas/routes';
import { call, rawCall } from './helpers/api';
import { newUser } from './helpers/cognito';
import { premiumWithKey } from './api/support';

describe('the local API Gateway', () => {
  it('answers 404 JSON for an unknown /api route', async () => {
    const res = await call('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(apiErrorSchema.parse(res.body)).toEqual({ error: 'not_found', message: 'No such API route.' });
  });

  it('answers 405 JSON with Allow for a wrong method on a known path', async () => {
    const res = await call('/api/health', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(apiErrorSchema.parse(res.body).error).toBe('method_not_allowed');
  });
});

/**
 * What every route must do, checked for each entry of lambdas/routes/ (new routes are covered as
 * soon as they are added): a missing token is 401, an oversized body 413, malformed JSON a 4xx JSON
 * error (400 where the route accepts a body), never a 5xx.
 */
describe.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  const path = route.path.replace(/\{[^}]+\}/g, 'x');
  let token: string | undefined;

  const send = async (body: string, contentType = 'application/json') => {
    // A jwt route gets a user's token; a public API route (issue 31) a Premium account's key, the same header.
    token ??=
      route.auth === 'jwt'
        ? (await newUser('limits')).idToken
        : route.auth === 'apikey'
          ? (await premiumWithKey('limits')).secret
          : undefined;
    return rawCall(path, { method: route.method, token, body, headers: { 'content-type': contentType } });
  };

  it('answers 413 to a body over its limit', async () => {
    const res = await send(JSON.stringify({ pad: 'x'.repeat(route.maxBodyBytes + 1) }));
    expect(res.status).toBe(413);
    // An answer to HEAD (the click redirect's, issue 35) has no body (RFC 9110): its status is the answer.
    if (route.method === 'HEAD') return;
    expect(res.body).toEqual({
      error: 'payload_too_large',
      message: `Request body is too large (limit ${route.maxBodyBytes} bytes).`,
    });
  });

  it('answers a 4xx JSON error to malformed JSON', async () => {
    const res = await send('{"unterminated": ');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (route.method === 'HEAD') return;
    apiErrorSchema.parse(res.body);
    // RFC 8058's one-click POST is `List-Unsubscribe=One-Click` in whatever form a mailbox provider sends
    // it: that route never reads its body, so a bad link is what it answers (tests/integration/unsubscribe).
    // The signup confirmation's button posts an empty form: a JSON body is a 415 there.
    if (route.id === 'subscribeConfirmPost') expect(res.status).toBe(415);
    // Shopify's webhook (issue 31) checks its address and the signature over the raw bytes before it parses
    // anything, so what it refuses an unsigned body for is those (tests/integration/shopify).
    else if (route.maxBodyBytes > 20 && route.id !== 'unsubscribeOneClick' && route.id !== 'shopifyWebhook')
      expect(res.body).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
  });
});

describe.each(routes.filter((r) => r.auth === 'jwt').map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s (signed-in route)',
  (_name, route) => {
    const path = route.path.replace(/\{[^}]+\}/g, 'x');

    it('answers 401 without a token', async () => {
      const res = await call(path, { method: route.method });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'unauthorized', message: 'Please log in to continue.' });
    });

    it('answers 401 to a token that is not a JWT', async () => {
      const res = await call(path, { method: route.method, token: 'garbage' });
      expect(res.status).toBe(401);
    });
  },
);
