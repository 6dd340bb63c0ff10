/**
 * Issue 31: the Shopify connection's routes against the local stack, Shopify's Admin API mocked by the stack's
 * loopback stand-in (Shopify has none of its own). Connect subscribes the five topics at our per-connection
 * address; the token and the secret never come back; a refused token or an unreachable shop stores nothing;
 * another account cannot read or change the connection; bad input on every route is a 4xx changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getHookAccount, getShopifyConnection } from '../../../lambdas/domain/items/shopify-connection';
import { call, rawCall } from '../helpers/api';
import { tableStore } from '../setup/support';
import { newUser } from '../helpers/cognito';
import { connect, disconnect, getConnection, newShop, SECRET, subscriptionsOf, TOKEN } from './support';

type User = Awaited<ReturnType<typeof newUser>>;
let owner: User;
let other: User;
beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('shopify'), newUser('shopify-other')]);
});

const connectionOf = (res: { body: unknown }) =>
  (res.body as { connection: { connectionId: string; shop: string; webhookAddress: string } | null })
    .connection;
const TOPICS = [
  'checkouts/create',
  'checkouts/update',
  'customers/create',
  'customers/update',
  'orders/create',
];

describe('connecting a shop', () => {
  it('registers the five webhooks at our address and never answers the token or the secret', async () => {
    const shop = newShop();
    const res = await connect(owner.idToken, {
      shop: `https://${shop.toUpperCase()}/`,
      accessToken: TOKEN,
      webhookSecret: SECRET,
    });
    expect(res.status, res.text).toBe(200);
    const connection = connectionOf(res)!;
    expect(connection).toMatchObject({ shop, tokenLast4: TOKEN.slice(-4), secretLast4: SECRET.slice(-4) });
    expect(connection.webhookAddress).toMatch(
      new RegExp(`/api/shopify/webhooks/${connection.connectionId}$`),
    );
    const subs = await subscriptionsOf(shop);
    expect(subs.map((s) => s.topic).sort()).toEqual(TOPICS);
    expect(new Set(subs.map((s) => s.address))).toEqual(new Set([connection.webhookAddress]));
    const read = await getConnection(owner.idToken);
    expect(connectionOf(read)).toEqual(connection);
    for (const text of [res.text, read.text]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(SECRET);
    }
  });

  it('says so when Shopify refuses the token (401) or the shop cannot be reached, storing nothing', async () => {
    const user = await newUser('shopify-refused');
    const refused = await connect(user.idToken, {
      shop: newShop(),
      accessToken: 'not-a-custom-app-token-0000',
      webhookSecret: SECRET,
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ error: 'shopify_token_refused' });
    expect((refused.body as { message: string }).message).toContain('Shopify refused this access token');
    const unreachable = await connect(user.idToken, {
      shop: 'unreachable-shop.myshopify.com',
      accessToken: TOKEN,
      webhookSecret: SECRET,
    });
    expect(unreachable.status, unreachable.text).toBe(503);
    expect(unreachable.body).toMatchObject({
      error: 'shopify_unreachable',
      message: expect.stringContaining('We could not reach unreachable-shop.myshopify.com'),
    });
    expect(connectionOf(await getConnection(user.idToken))).toBeNull();
  });

  it("keeps another account out: it reads no connection and cannot disconnect the owner's", async () => {
    const shop = newShop();
    const made = connectionOf(
      await connect(owner.idToken, { shop, accessToken: TOKEN, webhookSecret: SECRET }),
    )!;
    expect(connectionOf(await getConnection(other.idToken))).toBeNull();
    const res = await disconnect(other.idToken);
    expect(res.status, res.text).toBe(404);
    expect(connectionOf(await getConnection(owner.idToken))?.connectionId).toBe(made.connectionId);
    expect(await subscriptionsOf(shop)).toHaveLength(5);
  });

  it('disconnects: the subscriptions are deleted at Shopify and the address stops answering', async () => {
    const user = await newUser('shopify-disconnect');
    const shop = newShop();
    const made = connectionOf(
      await connect(user.idToken, { shop, accessToken: TOKEN, webhookSecret: SECRET }),
    )!;
    const res = await disconnect(user.idToken);
    expect(res.status, res.text).toBe(200);
    expect(await subscriptionsOf(shop)).toEqual([]);
    expect(connectionOf(await getConnection(user.idToken))).toBeNull();
    const late = await call(`/api/shopify/webhooks/${made.connectionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(late.status).toBe(404);
    expect((await disconnect(user.idToken)).status).toBe(404);
  });
});

describe('"Delete my account"', () => {
  it('erases the connection and its webhook address', async () => {
    const store = tableStore();
    const user = await newUser('shopify-delete');
    const made = connectionOf(
      await connect(user.idToken, { shop: newShop(), accessToken: TOKEN, webhookSecret: SECRET }),
    )!;
    expect(await getHookAccount(store, made.connectionId)).toBe(user.sub);
    const res = await call('/api/account/delete', {
      method: 'POST',
      token: user.idToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: true }),
    });
    expect(res.status, res.text).toBe(200);
    expect(await getHookAccount(store, made.connectionId)).toBeUndefined();
    expect(await getShopifyConnection(store, user.sub)).toBeUndefined();
  });
});

describe('bad input on the connection routes changes nothing', () => {
  it('answers 401 without a token on every route', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await call('/api/shopify/connection', {
        method,
        ...(method === 'PUT' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect(res.status, `${method} ${res.text}`).toBe(401);
    }
  });

  it('refuses malformed JSON, an oversized body and invalid fields, connecting nothing', async () => {
    const user = await newUser('shopify-bad');
    const malformed = await rawCall('/api/shopify/connection', {
      method: 'PUT',
      token: user.idToken,
      body: '{"shop": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const big = await connect(user.idToken, {
      shop: newShop(),
      accessToken: TOKEN,
      webhookSecret: 'x'.repeat(4000),
    });
    expect(big.status).toBe(413);
    const cases: [unknown, string][] = [
      [{ shop: 'my-shop.com', accessToken: TOKEN, webhookSecret: SECRET }, 'body.shop'],
      [{ shop: newShop(), accessToken: 'short', webhookSecret: SECRET }, 'body.accessToken'],
      [
        { shop: newShop(), accessToken: TOKEN, webhookSecret: 'with spaces in the secret' },
        'body.webhookSecret',
      ],
      [{ shop: newShop(), accessToken: TOKEN }, 'body.webhookSecret'],
    ];
    for (const [body, path] of cases) {
      const res = await connect(user.idToken, body);
      expect(res.status, res.text).toBe(400);
      expect((res.body as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path);
    }
    expect(connectionOf(await getConnection(user.idToken))).toBeNull();
  });
});
