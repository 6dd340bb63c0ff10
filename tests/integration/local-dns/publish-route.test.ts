/**
 * POST /api/local/dns/publish ("Publish these records to the local test DNS", issue 30) on the shared
 * integration stack, which starts without DNS_SERVERS and so runs the local DNS stand-in: the caller's own
 * records are published and then verify; another user's domain, no token, malformed JSON and an oversized
 * body are refused and publish nothing. The route is not in lambdas/routes/, so no AWS build has it.
 */
import { randomUUID } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { describe, expect, inject, it } from 'vitest';
import { dnsVerifyResponseSchema } from '../../../shared/contracts/dns';
import { LOCAL_DNS_PUBLISH_PATH } from '../../../shared/contracts/local-dns';
import { routes } from '../../../lambdas/routes';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';

const JSON_HEADERS = { 'content-type': 'application/json' };
const post = (path: string, token: string | undefined, body: string) =>
  call(path, { method: 'POST', ...(token ? { token } : {}), body, headers: JSON_HEADERS });

async function userWithRecords(tag: string) {
  const user = await newUser(tag);
  const domain = `${tag}-${randomUUID().slice(0, 8)}.test`;
  const setup = await call('/api/setup', {
    method: 'PATCH',
    token: user.idToken,
    body: JSON.stringify({ businessDescription: 'I sell candles.', websiteProvider: 'shopify', domain }),
    headers: JSON_HEADERS,
  });
  expect(setup.status, setup.text).toBe(200);
  const initiate = await post('/api/dns/initiate', user.idToken, '{}');
  expect(initiate.status, initiate.text).toBe(200);
  return { user, domain };
}

const mxOf = async (name: string) => {
  const resolver = new Resolver({ timeout: 3_000, tries: 1 });
  resolver.setServers([inject('stack').env.DNS_SERVERS as string]);
  return resolver.resolveMx(name).catch(() => []);
};

describe('POST /api/local/dns/publish', () => {
  it('publishes the caller’s records to the local DNS, and Verify then finds every one', async () => {
    const { user, domain } = await userWithRecords('pub');
    const res = await post(LOCAL_DNS_PUBLISH_PATH, user.idToken, JSON.stringify({ domain }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ zone: domain, published: 6 });
    expect(await mxOf(`send.${domain}`)).toHaveLength(1);
    const verify = await post('/api/dns/verify', user.idToken, '{}');
    expect(verify.status, verify.text).toBe(200);
    const records = dnsVerifyResponseSchema.parse(verify.body).emailSetup.dnsRecords ?? [];
    expect(records.map((r) => r.status)).toEqual(Array(6).fill('verified'));
  });

  it('refuses another user’s domain, a missing token, malformed JSON and an oversized body; publishes nothing', async () => {
    const owner = await userWithRecords('own');
    const stranger = await userWithRecords('str');
    const cases = [
      [stranger.user.idToken, JSON.stringify({ domain: owner.domain }), 403, 'forbidden'],
      [undefined, JSON.stringify({ domain: owner.domain }), 401, 'unauthorized'],
      [owner.user.idToken, '{"domain": ', 400, 'malformed_json'],
      [
        owner.user.idToken,
        JSON.stringify({ domain: owner.domain, pad: 'x'.repeat(8_000) }),
        413,
        'payload_too_large',
      ],
      [owner.user.idToken, JSON.stringify({ domain: owner.domain, records: [] }), 400, 'invalid_request'],
    ] as const;
    for (const [token, body, status, error] of cases) {
      const res = await post(LOCAL_DNS_PUBLISH_PATH, token, body);
      expect(res.status, res.text).toBe(status);
      expect(res.body).toMatchObject({ error });
    }
    expect(await mxOf(`send.${owner.domain}`)).toEqual([]);
  });

  it('is not an API route of the AWS stack (lambdas/routes/)', () => {
    expect(routes.map((r) => ('path' in r ? r.path : undefined))).not.toContain(LOCAL_DNS_PUBLISH_PATH);
    expect(JSON.stringify(routes)).not.toContain('/local/');
  });
});
