/**
 * Issue 35: how long GetTenant's answer, kept on the tenant record, is taken as true (tenant-status.ts), and
 * where the account's tenant stands in the owner's terms.
 */
import { describe, expect, it } from 'vitest';
import type { TenantStatusSeen } from '../../../lambdas/domain/items/ses-tenant';
import { isFresh, tenantSetupOf } from '../../../lambdas/domain/tenants/tenant-status';

const CHECKED = '2026-11-29T08:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(CHECKED) + seconds * 1000);
const seen = (status: TenantStatusSeen['status']): TenantStatusSeen => ({ status, checkedAt: CHECKED });

describe('isFresh', () => {
  it.each([
    ['nothing kept: ask SES', undefined, 0, false],
    ['enabled, a second later', seen('enabled'), 1, true],
    ['enabled, just under 5 minutes', seen('enabled'), 299, true],
    ['enabled, 5 minutes: ask again', seen('enabled'), 300, false],
    ['absent, 4 minutes', seen('absent'), 240, true],
    ['paused, 59 s', seen('paused'), 59, true],
    ['paused, a minute: ask again (a re-enabled tenant shows soon)', seen('paused'), 60, false],
    ['kept in the future (a clock skew): ask again', seen('enabled'), -5, false],
  ] as const)('%s', (_name, kept, seconds, fresh) => {
    expect(isFresh(kept, after(seconds))).toBe(fresh);
  });
});

describe('tenantSetupOf', () => {
  it.each([
    [undefined, 'none'],
    [{ phase: 'absent' }, 'none'],
    [{ phase: 'provisioning', domain: 'a.com', done: 1, attempt: 0 }, 'setting_up'],
    [{ phase: 'stalled', domain: 'a.com', done: 0, error: 'x', runs: 2 }, 'setting_up'],
    [{ phase: 'ready', domain: 'a.com' }, 'ready'],
    [{ phase: 'gave-up', domain: 'a.com', done: 0, error: 'x', runs: 3 }, 'failed'],
    [{ phase: 'removed' }, 'none'],
  ] as const)('%j -> %s', (state, setup) => {
    expect(tenantSetupOf(state)).toBe(setup);
  });
});
