import { expect } from 'vitest';
import type { CreateApiKeyResponse } from '../../../shared/contracts/api-keys';
import { call, type ApiAnswer } from '../helpers/api';
import { userOnPlan } from '../projects/support';
import { tableStore } from '../setup/support';

export const store = tableStore();

export const createKey = (token: string, body: unknown) =>
  call<CreateApiKeyResponse>('/api/api-keys', {
    method: 'POST',
    token,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** A Premium account and one key of the given scopes (all three by default). */
export async function premiumWithKey(
  tag: string,
  scopes = ['events:write', 'contacts:read', 'contacts:write'],
) {
  const user = await userOnPlan(store, 'premium', tag);
  const res = await createKey(user.idToken, { name: `${tag} server`, scopes });
  expect(res.status, res.text).toBe(201);
  return { user, key: res.body.key, secret: res.body.secret };
}

/** A /api/v1 call with a key (or none, or any Authorization header given as `authorization`). */
export function v1<T = Record<string, unknown>>(
  path: string,
  options: { method?: string; key?: string; body?: unknown; raw?: string; authorization?: string } = {},
): Promise<ApiAnswer<T>> {
  const authorization = options.authorization ?? (options.key ? `Bearer ${options.key}` : undefined);
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return call<T>(`/api/v1${path}`, {
    method: options.method ?? 'GET',
    ...(body !== undefined ? { body } : {}),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
  });
}

export const order = (orderId: string, extra: Record<string, unknown> = {}) => ({
  id: `evt-${orderId}`,
  name: 'Placed Order',
  properties: {
    order_id: orderId,
    items: [{ id: 'sku-1', name: 'Fig candle', quantity: 2, price: 12.5 }],
    value: 25,
    currency: 'eur',
  },
  ...extra,
});

export const consent = { source: 'checkout checkbox', time: '2026-11-29T10:00:00Z' };
