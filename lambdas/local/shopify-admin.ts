import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http-util';

/**
 * A loopback stand-in for Shopify's Admin API webhook subscriptions (issue 31): Shopify has no local stand-in,
 * so `npm start` and the tests point SHOPIFY_ADMIN_URL at `{url}/{shop}` here. It answers the documented REST
 * shapes of https://shopify.dev/docs/api/admin-rest/2024-10/resources/webhook for
 * `/{shop}/admin/api/2024-10/webhooks.json` (GET lists, POST subscribes: 201, or 422 when the address already has
 * the topic) and `/{shop}/admin/api/2024-10/webhooks/{id}.json` (DELETE). Like Shopify it refuses a missing or
 * unknown token with 401; here a token is known when it starts with `shpat_` (what custom app tokens look like).
 * A shop whose name starts with `unreachable` drops the connection, as a shop that cannot be reached would.
 */
export interface ShopifyAdminStandIn {
  /** SHOPIFY_ADMIN_URL for the handlers: `http://127.0.0.1:{port}/{shop}`. */
  adminUrl: string;
  close(): Promise<void>;
}

interface Subscription {
  id: number;
  topic: string;
  address: string;
  format: string;
  created_at: string;
}

const INVALID_TOKEN = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

export async function startShopifyAdmin(host = '127.0.0.1'): Promise<ShopifyAdminStandIn> {
  const shops = new Map<string, Subscription[]>();
  let nextId = 1_047_526_000;
  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendJson(res, 500, { errors: 'stand-in failure' }));
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const m = /^\/([^/]+)\/admin\/api\/2024-10\/webhooks(?:\/(\d+))?\.json$/.exec(path);
    if (!m) return sendJson(res, 404, { errors: 'Not Found' });
    const [, shop = '', id] = m;
    if (shop.startsWith('unreachable')) return req.socket.destroy();
    const token = req.headers['x-shopify-access-token'];
    if (typeof token !== 'string' || !token.startsWith('shpat_')) return sendJson(res, 401, INVALID_TOKEN);
    const subs = shops.get(shop) ?? [];
    shops.set(shop, subs);
    if (req.method === 'GET' && !id) return sendJson(res, 200, { webhooks: subs });
    if (req.method === 'DELETE' && id) {
      const at = subs.findIndex((s) => s.id === Number(id));
      if (at < 0) return sendJson(res, 404, { errors: 'Not Found' });
      subs.splice(at, 1);
      return sendJson(res, 200, {});
    }
    if (req.method !== 'POST' || id) return sendJson(res, 405, { errors: 'Method Not Allowed' });
    const body = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8')) as {
      webhook?: { topic?: string; address?: string; format?: string };
    };
    const { topic = '', address = '', format = 'json' } = body.webhook ?? {};
    if (subs.some((s) => s.topic === topic && s.address === address))
      return sendJson(res, 422, { errors: { address: ['for this topic has already been taken'] } });
    const sub = { id: nextId++, topic, address, format, created_at: new Date().toISOString() };
    subs.push(sub);
    return sendJson(res, 201, { webhook: sub });
  }
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    adminUrl: `http://${host}:${port}/{shop}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
