/**
 * API keys (issue 31): created on Premium only (403 naming the plan), the secret shown once and stored only
 * as its SHA-256, listed with last use, revoked at once; the routes' usual refusals.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { API_ACCESS_PLAN_MESSAGE, type ApiKeyListResponse } from '../../../shared/contracts/api-keys';
import { call, rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { userOnPlan } from '../projects/support';
import { createKey, premiumWithKey, store, v1 } from './support';

let owner: Awaited<ReturnType<typeof premiumWithKey>>;
beforeAll(async () => {
  owner = await premiumWithKey('apikeys');
});

const list = (token: string) => call<ApiKeyListResponse>('/api/api-keys', { token });

describe('creating a key', () => {
  it('shows the secret once and stores only its SHA-256 (the table holds no secret)', async () => {
    expect(owner.secret).toMatch(/^jm_live_[A-Za-z0-9_-]{43}$/);
    const hash = createHash('sha256').update(owner.secret).digest('hex');
    const record = await store.get(keys.apiKey(owner.user.sub, owner.key.id));
    const lookup = await store.get(keys.apiKeyLookup(hash));
    expect(record).toMatchObject({ secretHash: hash, name: 'apikeys server' });
    expect(lookup).toMatchObject({ accountId: owner.user.sub, keyId: owner.key.id });
    const stored = JSON.stringify([record, lookup]);
    expect(stored).not.toContain(owner.secret);
    expect(stored).not.toContain(owner.secret.slice(8, 30));
    const listed = await list(owner.user.idToken);
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(owner.secret.slice(8, 30));
    expect(listed.body.keys).toEqual([
      expect.objectContaining({ id: owner.key.id, hint: owner.secret.slice(0, 12) + '…', revokedAt: null }),
    ]);
  });

  it('refuses Free and Pro with a 403 that names the Premium plan, and stores nothing', async () => {
    for (const tier of ['free', 'pro'] as const) {
      const user = await userOnPlan(store, tier, `apikeys-${tier}`);
      const res = await createKey(user.idToken, { name: 'x', scopes: ['events:write'] });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'plan_required', message: API_ACCESS_PLAN_MESSAGE });
      expect(API_ACCESS_PLAN_MESSAGE).toContain('Premium plan');
      const listed = await list(user.idToken);
      expect(listed.body).toMatchObject({ keys: [], allowed: false });
    }
  });

  it('refuses a missing name or scope, malformed JSON, an oversized body and no token', async () => {
    const t = owner.user.idToken;
    expect((await createKey(t, { name: ' ', scopes: ['events:write'] })).status).toBe(400);
    expect((await createKey(t, { name: 'a', scopes: [] })).status).toBe(400);
    expect((await createKey(t, { name: 'a', scopes: ['admin'] })).status).toBe(400);
    const headers = { 'content-type': 'application/json' };
    const bad = await call('/api/api-keys', { method: 'POST', token: t, body: '{"name":', headers });
    expect(bad.body).toMatchObject({ error: 'malformed_json' });
    const big = await rawCall('/api/api-keys', {
      method: 'POST',
      token: t,
      body: JSON.stringify({ name: 'x'.repeat(2000), scopes: ['events:write'] }),
      headers,
    });
    expect(big.status).toBe(413);
    expect((await call('/api/api-keys', { method: 'POST', body: '{}', headers })).status).toBe(401);
    expect((await list(t)).body.keys).toHaveLength(1);
  });
});

describe('revoking', () => {
  it('stops the key at once; another account cannot revoke or see it', async () => {
    const { user, key, secret } = await premiumWithKey('apikeys-revoke');
    expect((await v1('/contacts/nobody@shop.test', { key: secret })).status).toBe(404);
    const other = await newUser('apikeys-thief');
    const theirs = await call(`/api/api-keys/${key.id}`, { method: 'DELETE', token: other.idToken });
    expect(theirs.status).toBe(404);
    expect((await list(other.idToken)).body.keys).toEqual([]);
    const res = await call(`/api/api-keys/${key.id}`, { method: 'DELETE', token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: { id: key.id, revokedAt: expect.any(String) } });
    const after = await v1('/contacts/nobody@shop.test', { key: secret });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: 'api_key_revoked' });
  });

  it('records the last use, at most once a minute', async () => {
    const { user, key, secret } = await premiumWithKey('apikeys-used');
    expect((await list(user.idToken)).body.keys[0]?.lastUsedAt).toBeNull();
    await v1('/contacts/nobody@shop.test', { key: secret });
    const first = (await list(user.idToken)).body.keys[0]?.lastUsedAt;
    expect(first).toEqual(expect.any(String));
    await v1('/contacts/nobody@shop.test', { key: secret });
    expect((await list(user.idToken)).body.keys[0]?.lastUsedAt).toBe(first);
    expect(key.id).toBeTruthy();
  });
});
