/** Issue 35: which mail names the account's tenant: mail From its own verified domain, once the tenant is ready. */
import { describe, expect, it } from 'vitest';
import { tenantForSender } from '../../../lambdas/domain/editor/test-sender';
import { putSesTenant } from '../../../lambdas/domain/items/ses-tenant';
import { MemoryStore } from '../tracking/memory-store';

const ACCOUNT = '3f1c2a9e-5b7d-4c21-9a0e-7d5b2f8c1e44';
const TENANT = `jm-${ACCOUNT}`;
const at = '2026-01-01T00:00:00.000Z';

async function storeWith(phase: 'ready' | 'stalled' | undefined) {
  const store = new MemoryStore();
  if (phase === 'ready')
    await putSesTenant(store, ACCOUNT, {
      tenantName: TENANT,
      state: { phase, domain: 'shop.com' },
      updatedAt: at,
    });
  if (phase === 'stalled')
    await putSesTenant(store, ACCOUNT, {
      tenantName: TENANT,
      state: { phase, domain: 'shop.com', done: 1, error: 'InternalFailure' },
      updatedAt: at,
    });
  return store;
}

describe('tenantForSender', () => {
  it.each([
    ['news@shop.com', 'ready', { tenant: TENANT }],
    ['"Shop" <noreply@Shop.com>', 'ready', { tenant: TENANT }],
    ['Jungle Mail <preview@junglemail.app>', 'ready', {}],
    ['news@shop.com.evil.net', 'ready', {}],
    ['news@shop.com', 'stalled', {}],
    ['news@shop.com', undefined, {}],
  ] as const)('From %s with a %s tenant', async (from, phase, expected) => {
    expect(await tenantForSender(await storeWith(phase), ACCOUNT, from, 'shop.com')).toEqual(expected);
  });

  it('names none without a verified domain', async () => {
    expect(await tenantForSender(await storeWith('ready'), ACCOUNT, 'news@shop.com', undefined)).toEqual({});
  });
});
