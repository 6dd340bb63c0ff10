/**
 * Issue 35 on one machine, through the API: verifying the sending domain makes the account's SES tenant in the
 * local SES proxy (the same adapter and SDK as in AWS) with the domain's identity in it; "Delete my account"
 * deletes it after the identity.
 */
import { describe, expect, it } from 'vitest';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import { ACCOUNT_DELETE_PATH } from '../../../shared/contracts/account';
import { dnsInitiateResponseSchema, dnsVerifyResponseSchema } from '../../../shared/contracts/dns';
import { post, uniqueDomain, useDnsStack, userWithDomain, zoneFromRecords } from './dns-stack';

const s = useDnsStack();

interface TenantsView {
  tenants: { name: string; resources: string[]; sendingStatus: string }[];
  calls: { op: string; tenant: string; resource?: string; status: number }[];
}
const tenantsOf = async (): Promise<TenantsView> =>
  (await (await fetch(`${s.stack.env.AWS_ENDPOINT_SES}/_control/tenants`)).json()) as TenantsView;

describe('the account tenant on one machine', () => {
  it('is made when the domain verifies, holds its identity, and goes with the account', async () => {
    const domain = uniqueDomain('tenant');
    const user = await userWithDomain(s, domain, 'tenant');
    const tenant = tenantNameOf(user.sub);
    const initiated = await post(s, '/api/dns/initiate', user.idToken, {});
    expect(initiated.status, initiated.text).toBe(200);
    const records = dnsInitiateResponseSchema.parse(initiated.body).setup.dnsRecords ?? [];

    // Not verified yet: no tenant.
    expect((await post(s, '/api/dns/verify', user.idToken, {})).status).toBe(200);
    expect((await tenantsOf()).tenants.find((t) => t.name === tenant)).toBeUndefined();

    s.dns.setZone(domain, zoneFromRecords(records));
    const verified = await post(s, '/api/dns/verify', user.idToken, {});
    expect(dnsVerifyResponseSchema.parse(verified.body).emailSetup.overallDnsStatus).toBe('verified');
    const made = (await tenantsOf()).tenants.find((t) => t.name === tenant);
    expect(made).toMatchObject({
      sendingStatus: 'ENABLED',
      resources: [expect.stringMatching(`:identity/${domain}$`)],
    });

    // Verifying again changes nothing in SES.
    const before = (await tenantsOf()).calls.filter((c) => c.tenant === tenant).length;
    expect((await post(s, '/api/dns/verify', user.idToken, {})).status).toBe(200);
    expect((await tenantsOf()).calls.filter((c) => c.tenant === tenant)).toHaveLength(before);

    const deleted = await post(s, ACCOUNT_DELETE_PATH, user.idToken, { confirm: true });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await tenantsOf();
    expect(after.tenants.find((t) => t.name === tenant)).toBeUndefined();
    expect(after.calls.filter((c) => c.tenant === tenant).map((c) => `${c.op} ${c.status}`)).toEqual([
      'CreateTenant 200',
      'CreateTenantResourceAssociation 200',
      'DeleteTenant 200',
    ]);
  });
});
