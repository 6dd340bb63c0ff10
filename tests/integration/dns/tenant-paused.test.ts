/**
 * Issue 35: where SES itself has paused the account's tenant, the sending pages say so and nothing is tried.
 * Through the API on one machine: the domain verifies (the tenant is made in the local SES proxy), the
 * proxy's control pauses the tenant as SES would, and the status route answers paused_by_ses; enabled again,
 * the account sends as before. What GetTenant said is kept on the tenant's record for a few minutes
 * (tenant-status.ts): a second view makes no GetTenant call (the proxy counts them); the test ages that
 * answer through its items module where it waits for SES's next word.
 */
import { describe, expect, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { putTenantStatusSeen } from '../../../lambdas/domain/items/ses-tenant';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import { sendingStatusResponseSchema } from '../../../shared/contracts/sending-status';
import { dnsInitiateResponseSchema } from '../../../shared/contracts/dns';
import { call } from '../helpers/api';
import { post, uniqueDomain, useDnsStack, userWithDomain, zoneFromRecords } from './dns-stack';

const s = useDnsStack();

const setTenantStatus = async (tenantName: string, sendingStatus: 'DISABLED' | 'ENABLED') => {
  const res = await fetch(`${s.stack.env.AWS_ENDPOINT_SES}/_control/tenants/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenantName, sendingStatus }),
  });
  expect(res.status).toBe(200);
};

const getTenantCalls = async (tenantName: string) => {
  const res = await fetch(`${s.stack.env.AWS_ENDPOINT_SES}/_control/tenants`);
  const { calls } = (await res.json()) as { calls: { op: string; tenant: string }[] };
  return calls.filter((c) => c.op === 'GetTenant' && c.tenant === tenantName).length;
};

/** As if the kept answer were older than any freshness: the next view asks SES. */
const ageKeptStatus = (accountId: string) =>
  putTenantStatusSeen(createDeps(s.stack.env).ports.store, accountId, {
    status: 'enabled',
    checkedAt: '2020-01-01T00:00:00.000Z',
  });

const statusOf = async (token: string) => {
  const res = await call('/api/sending-status', { token, baseUrl: s.baseUrl });
  expect(res.status, res.text).toBe(200);
  return sendingStatusResponseSchema.parse(res.body).sending.state;
};

describe('a tenant paused by SES', () => {
  it('shows on the sending status as paused by SES, and clears when SES enables it again', async () => {
    const domain = uniqueDomain('paused');
    const user = await userWithDomain(s, domain, 'paused');
    const initiated = await post(s, '/api/dns/initiate', user.idToken, {});
    const records = dnsInitiateResponseSchema.parse(initiated.body).setup.dnsRecords ?? [];
    s.dns.setZone(domain, zoneFromRecords(records));
    expect((await post(s, '/api/dns/verify', user.idToken, {})).status).toBe(200);
    const tenant = tenantNameOf(user.sub);
    const before = await getTenantCalls(tenant);
    expect(await statusOf(user.idToken)).toBe('ok');
    expect(await getTenantCalls(tenant)).toBe(before + 1);
    // The second view reads what the first one kept: no GetTenant call.
    expect(await statusOf(user.idToken)).toBe('ok');
    expect(await getTenantCalls(tenant)).toBe(before + 1);

    await setTenantStatus(tenant, 'DISABLED');
    await ageKeptStatus(user.sub);
    expect(await statusOf(user.idToken)).toBe('paused_by_ses');
    expect(await getTenantCalls(tenant)).toBe(before + 2);

    await setTenantStatus(tenant, 'ENABLED');
    await ageKeptStatus(user.sub);
    expect(await statusOf(user.idToken)).toBe('ok');
  });
});
