/**
 * Issue 35: a tenant run racing an account deletion (a DNS recheck while "Delete my account" runs) never
 * leaves a tenant behind: a deleted account gets none, and a deletion that starts mid-provisioning wins.
 * The local SES stand-in's tenants (lambdas/local/ses-tenants.ts) in this process.
 */
import { describe, expect, it } from 'vitest';
import { putAccountTombstone } from '../../../lambdas/domain/items/account-tombstone';
import { getSesTenant } from '../../../lambdas/domain/items/ses-tenant';
import { provisionTenant, removeTenant } from '../../../lambdas/domain/tenants/run-tenant';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import type { Tenants } from '../../../lambdas/ports/identities';
import { InProcessTenants } from '../../support/in-process-tenants';
import { FakeClock, MemoryStore } from '../tracking/memory-store';

const ACCOUNT = '8a6d1f2e-0c3b-4e57-9b1a-2f4e6d8c0a13';
const DOMAIN = 'mail.shop.example';
const noWait = async () => undefined;

describe('the tenant run and the account deletion', () => {
  it('makes no tenant for an account whose deletion has started', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const tenants = new InProcessTenants();
    await putAccountTombstone(store, ACCOUNT, clock.now());
    const state = await provisionTenant({ store, tenants, clock, sleep: noWait }, ACCOUNT, DOMAIN);
    expect(state).toEqual({ phase: 'absent' });
    expect(tenants.local.tenants.size).toBe(0);
    expect(await getSesTenant(store, ACCOUNT)).toBeUndefined();
  });

  it('stops when the deletion starts mid-provisioning, and deletes what it made meanwhile', async () => {
    const store = new MemoryStore();
    const clock = new FakeClock();
    const inner = new InProcessTenants();
    let deleted = false;
    // The deletion runs (tombstone, then DeleteTenant) right before the recheck's CreateTenant reaches SES.
    const tenants: Tenants = {
      create: async (tenant) => {
        if (!deleted) {
          deleted = true;
          await putAccountTombstone(store, ACCOUNT, clock.now());
          clock.advance(1);
          expect(await removeTenant({ store, tenants: inner, clock, sleep: noWait }, ACCOUNT)).toEqual({
            phase: 'removed',
          });
          clock.advance(1);
        }
        return inner.create(tenant);
      },
      associate: (tenant, resource, domain) => inner.associate(tenant, resource, domain),
      remove: (tenant) => inner.remove(tenant),
    };
    const state = await provisionTenant({ store, tenants, clock, sleep: noWait }, ACCOUNT, DOMAIN);
    expect(state).toEqual({ phase: 'removed' });
    expect(inner.local.tenants.has(tenantNameOf(ACCOUNT))).toBe(false);
    expect((await getSesTenant(store, ACCOUNT))?.state).toEqual({ phase: 'removed' });
  });
});
