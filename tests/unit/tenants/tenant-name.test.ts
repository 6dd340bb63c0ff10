import { describe, expect, it } from 'vitest';
import { TENANT_NAME_RULE, tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';

describe('tenantNameOf', () => {
  it('is jm-{account id} for a Cognito sub, the same on every call', () => {
    const sub = '3f1c2a9e-5b7d-4c21-9a0e-7d5b2f8c1e44';
    expect(tenantNameOf(sub)).toBe(`jm-${sub}`);
    expect(tenantNameOf(sub)).toBe(tenantNameOf(sub));
  });

  it.each([
    ['too long', 'x'.repeat(80)],
    ['other characters', 'a.b@c'],
    ['empty', ''],
    ['starting with h (the hashed names’ mark)', 'h0123'],
  ])('hashes an id SES would refuse or that could collide (%s) into a valid name', (_why, id) => {
    const name = tenantNameOf(id);
    expect(name).toMatch(TENANT_NAME_RULE);
    expect(name.startsWith('jm-h')).toBe(true);
    expect(name).toHaveLength(64);
  });

  it('never gives two accounts one name', () => {
    const ids = ['a', 'b', 'a.b', 'a_b', 'x'.repeat(62), 'x'.repeat(63), 'h1', '1'];
    expect(new Set(ids.map(tenantNameOf)).size).toBe(ids.length);
  });
});
