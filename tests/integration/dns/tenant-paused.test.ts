/**
 * Issue 35: where SES itself has paused the account's tenant, the sending pages say so and nothing is tried.
 * Through the API on one machine: the domain verifies (the tenant is made in the local SES proxy), the
 * proxy's control pauses the tenant as SES would, and the status route answers paused_by_ses; enabled again,
 * the account sends as before.
 */
import { describe, expect, it } from 'vitest';
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
    expect(await statusOf(user.idToken)).toBe('ok');

    await setTenantStatus(tenantNameOf(user.sub), 'DISABLED');
    expect(await statusOf(user.idToken)).toBe('paused_by_ses');

    await setTenantStatus(tenantNameOf(user.sub), 'ENABLED');
    expect(await statusOf(user.idToken)).toBe('ok');
  });
});
