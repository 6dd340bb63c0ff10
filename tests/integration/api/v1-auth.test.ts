/**
 * Who may call /api/v1 (issue 31): a key that is ours, not revoked, of a living Premium account, with the
 * route's scope, within its rate; every refusal is a clear 4xx and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyBucketId } from '../../../lambdas/domain/apikeys/authenticate';
import { hashApiKeySecret } from '../../../lambdas/domain/apikeys/key-secret';
import { listAccountCommerceEvents } from '../../../lambdas/domain/items/commerce-event';
import { keys } from '../../../lambdas/table';
import { ACCOUNT_DELETE_PATH } from '../../../shared/contracts/account';
import { API_ACCESS_PLAN_MESSAGE } from '../../../shared/contracts/api-keys';
import { call } from '../helpers/api';
import { consent, order, premiumWithKey, store, v1 } from './support';

let ann: Awaited<ReturnType<typeof premiumWithKey>>;
let ben: Awaited<ReturnType<typeof premiumWithKey>>;
beforeAll(async () => {
  [ann, ben] = await Promise.all([premiumWithKey('v1-ann'), premiumWithKey('v1-ben')]);
});

const eventsOf = (sub: string) =>
  listAccountCommerceEvents(store, sub, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');

describe('the key', () => {
  it('refuses a missing key, a wrong key and a non-Bearer header with 401, storing nothing', async () => {
    const missing = await v1('/events', { method: 'POST', body: order('a1') });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: 'missing_api_key' });
    const wrong = await v1('/events', {
      method: 'POST',
      body: order('a2'),
      key: `jm_live_${'A'.repeat(43)}`,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: 'invalid_api_key' });
    const basic = await v1('/events', {
      method: 'POST',
      body: order('a3'),
      authorization: `Basic ${ann.secret}`,
    });
    expect(basic.status).toBe(401);
    const jwt = await v1('/events', { method: 'POST', body: order('a4'), key: ann.user.idToken });
    expect(jwt.status).toBe(401);
    expect(await eventsOf(ann.user.sub)).toEqual([]);
  });

  it("reaches only its own account: Ben's key never sees Ann's contact", async () => {
    const put = await v1('/contacts/shared@shop.test', {
      method: 'PUT',
      key: ann.secret,
      body: { subscribed: true, consent },
    });
    expect(put.status, put.text).toBe(201);
    expect((await v1('/contacts/shared@shop.test', { key: ben.secret })).status).toBe(404);
    expect((await v1('/contacts/shared@shop.test', { key: ben.secret, method: 'DELETE' })).status).toBe(404);
    expect((await v1('/contacts/shared@shop.test', { key: ann.secret })).status).toBe(200);
  });

  it('refuses a key without the route’s scope with a 403 naming the scope', async () => {
    const readOnly = await premiumWithKey('v1-readonly', ['contacts:read']);
    const res = await v1('/events', { method: 'POST', body: order('s1'), key: readOnly.secret });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'missing_scope' });
    expect((res.body as { message: string }).message).toContain('events:write');
    const put = await v1('/contacts/x@shop.test', { method: 'PUT', key: readOnly.secret, body: {} });
    expect(put.status).toBe(403);
    expect(await eventsOf(readOnly.user.sub)).toEqual([]);
  });

  it('stops working when the account leaves Premium (403 naming the plan)', async () => {
    const down = await premiumWithKey('v1-downgrade');
    await store.update(keys.profile(down.user.sub), { subscriptionTier: 'pro' }, 'present');
    const res = await v1('/contacts/x@shop.test', { key: down.secret });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'plan_required', message: API_ACCESS_PLAN_MESSAGE });
  });

  it("stops at once when the account is deleted, and the deletion erases the key's items", async () => {
    const gone = await premiumWithKey('v1-gone');
    expect((await v1('/contacts/x@shop.test', { key: gone.secret })).status).toBe(404);
    const deleted = await call(ACCOUNT_DELETE_PATH, {
      method: 'POST',
      token: gone.user.idToken,
      body: JSON.stringify({ confirm: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const res = await v1('/contacts/x@shop.test', { key: gone.secret });
    expect(res.status).toBe(401);
    expect(await store.get(keys.apiKey(gone.user.sub, gone.key.id))).toBeUndefined();
    expect(await store.get(keys.apiKeyLookup(hashApiKeySecret(gone.secret)))).toBeUndefined();
  });

  it('answers 429 with Retry-After once the key’s bucket is empty, storing nothing', async () => {
    const busy = await premiumWithKey('v1-busy');
    await store.put({
      ...keys.rateBucket(apiKeyBucketId(busy.key.id)),
      tokens: 0,
      updatedAtMs: Date.now() + 5_000,
      rev: 1,
      expiresAt: Math.ceil(Date.now() / 1000) + 600,
    });
    const res = await v1('/events', { method: 'POST', body: order('r1'), key: busy.secret });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(res.body).toMatchObject({ error: 'rate_limited' });
    expect(await eventsOf(busy.user.sub)).toEqual([]);
    // Ann's key has its own bucket.
    expect((await v1('/events', { method: 'POST', body: order('r1'), key: ann.secret })).status).toBe(202);
  });
});

describe('bad input', () => {
  it('answers malformed JSON 400 and an oversized body 413, storing nothing', async () => {
    const bad = await v1('/events', { method: 'POST', raw: '{"id":', key: ben.secret });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'malformed_json' });
    const big = order('big1', { properties: { ...order('x').properties, items: [] } });
    const huge = JSON.stringify({ ...big, pad: 'x'.repeat(70 * 1024) });
    const large = await v1('/events', { method: 'POST', raw: huge, key: ben.secret });
    expect(large.status).toBe(413);
    const putBig = await v1('/contacts/a@shop.test', { method: 'PUT', raw: huge, key: ben.secret });
    expect(putBig.status).toBe(413);
    expect(await eventsOf(ben.user.sub)).toEqual([]);
  });
});
