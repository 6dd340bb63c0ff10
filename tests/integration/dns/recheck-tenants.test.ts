/**
 * Issue 35: the hourly DNS recheck (trigger dnsRecheck, invoked as EventBridge would through the stack's
 * Lambda Invoke endpoint) also finishes the SES tenants whose provisioning is unfinished: one stalled by SES
 * failing at verification, one marked on "Send now" for an account verified before tenants existed, and at
 * most TENANTS_DUE_BATCH per run, the least recently tried first; and gives up on a tenant SES refuses for
 * good (TENANT_GIVE_UP), which the sending status then shows the owner. Tenants live in the local SES proxy.
 */
import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesTenants } from '../../../lambdas/adapters/aws/ses-tenants';
import { systemClock } from '../../../lambdas/adapters/node/clock';
import { createDeps } from '../../../lambdas/deps';
import { requireSendingAllowed } from '../../../lambdas/domain/campaigns/sending-status';
import { getSesTenant, putSesTenant } from '../../../lambdas/domain/items/ses-tenant';
import { TENANT_GIVE_UP } from '../../../lambdas/domain/tenants/tenant-machine';
import { TENANTS_DUE_BATCH } from '../../../lambdas/domain/tenants/tenants-due';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import { scheduledEvent } from '../../../lambdas/local/scheduler';
import { keys } from '../../../lambdas/table';
import { dnsInitiateResponseSchema } from '../../../shared/contracts/dns';
import { sendingStatusResponseSchema } from '../../../shared/contracts/sending-status';
import { call } from '../helpers/api';
import { post, uniqueDomain, useDnsStack, userWithDomain, zoneFromRecords, type User } from './dns-stack';

const s = useDnsStack();
const HOUR = 3_600_000;
const store = () => createDeps(s.stack.env).ports.store;

async function recheckAt(time: Date): Promise<void> {
  const url = `http://127.0.0.1:${s.stack.ports.lambda}/2015-03-31/functions/dnsRecheck/invocations`;
  const at = new Date(Math.ceil(time.getTime() / 1000) * 1000);
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(scheduledEvent({ id: 'dnsRecheck' }, 'us-east-1', at)),
  });
  expect(res.headers.get('x-amz-function-error')).toBeNull();
}

const control = async (path: string, body: unknown) => {
  const res = await fetch(`${s.stack.env.AWS_ENDPOINT_SES}/_control/tenants${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};
const createCalls = async (name: string) => {
  const res = await fetch(`${s.stack.env.AWS_ENDPOINT_SES}/_control/tenants`);
  const { calls } = (await res.json()) as { calls: { op: string; tenant: string }[] };
  return calls.filter((c) => c.op === 'CreateTenant' && c.tenant === name).length;
};
const sesTenant = async (name: string) => {
  const res = await fetch(`${s.stack.env.AWS_ENDPOINT_SES}/_control/tenants`);
  const { tenants } = (await res.json()) as { tenants: { name: string; resources: string[] }[] };
  return tenants.find((t) => t.name === name);
};

async function verified(tag: string): Promise<{ user: User; domain: string }> {
  const domain = uniqueDomain(tag);
  const user = await userWithDomain(s, domain, tag);
  const res = await post(s, '/api/dns/initiate', user.idToken, {});
  expect(res.status, res.text).toBe(200);
  s.dns.setZone(domain, zoneFromRecords(dnsInitiateResponseSchema.parse(res.body).setup.dnsRecords ?? []));
  expect((await post(s, '/api/dns/verify', user.idToken, {})).status).toBe(200);
  return { user, domain };
}

describe('the recheck finishes unfinished tenants', () => {
  it('makes ready a tenant stalled at verification', async () => {
    await control('/fail', { operation: 'CreateTenantResourceAssociation', times: 20, status: 500 });
    const { user, domain } = await verified('stalled');
    await control('/fail', { operation: 'CreateTenantResourceAssociation', times: 0 });
    expect((await getSesTenant(store(), user.sub))?.state).toMatchObject({ phase: 'stalled', done: 1 });
    await recheckAt(new Date(Date.now() + HOUR));
    expect((await getSesTenant(store(), user.sub))?.state).toEqual({ phase: 'ready', domain });
    expect((await sesTenant(tenantNameOf(user.sub)))?.resources).toEqual([
      expect.stringMatching(`:identity/${domain}$`),
    ]);
  });

  it('makes the missing tenant of an account verified before tenants existed, once it sends', async () => {
    const { user, domain } = await verified('before');
    // As before tenants existed: no record, no tenant in SES.
    await store().delete(keys.sesTenant(user.sub));
    const client = new SESv2Client({
      endpoint: s.stack.env.AWS_ENDPOINT_SES,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await new SesTenants(client, { arnBase: 'arn:aws:ses:us-east-1:000000000000' }).remove(
      tenantNameOf(user.sub),
    );
    client.destroy();
    expect(await sesTenant(tenantNameOf(user.sub))).toBeUndefined();

    await requireSendingAllowed({ store: store(), clock: systemClock }, user.sub); // what "Send now" asks
    await recheckAt(new Date(Date.now() + HOUR));
    expect((await getSesTenant(store(), user.sub))?.state).toEqual({ phase: 'ready', domain });
    expect(await sesTenant(tenantNameOf(user.sub))).toBeDefined();
  });

  it('takes at most TENANTS_DUE_BATCH per run, the least recently tried first', async () => {
    const accounts = Array.from({ length: TENANTS_DUE_BATCH + 5 }, () => randomUUID());
    await Promise.all(
      accounts.map((id, i) =>
        putSesTenant(store(), id, {
          tenantName: tenantNameOf(id),
          state: { phase: 'stalled', domain: `d${i}.test`, done: 0, error: 'InternalFailure' },
          updatedAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
        }),
      ),
    );
    const phases = async () =>
      Promise.all(accounts.map(async (id) => (await getSesTenant(store(), id))?.state.phase));
    await recheckAt(new Date(Date.now() + HOUR));
    const first = await phases();
    expect(first.slice(0, TENANTS_DUE_BATCH).every((p) => p === 'ready')).toBe(true);
    expect(first.slice(TENANTS_DUE_BATCH).every((p) => p === 'stalled')).toBe(true);
    await recheckAt(new Date(Date.now() + 2 * HOUR));
    expect((await phases()).every((p) => p === 'ready')).toBe(true);
  });

  it('gives up on a tenant SES refuses for good, and tells the owner', async () => {
    const refusals = TENANT_GIVE_UP.refusedRuns;
    await control('/fail', { operation: 'CreateTenant', times: 100, status: 400 });
    try {
      const { user } = await verified('refused'); // the first run, refused
      const name = tenantNameOf(user.sub);
      for (let run = 1; run < refusals; run++) await recheckAt(new Date(Date.now() + run * HOUR));
      expect((await getSesTenant(store(), user.sub))?.state).toMatchObject({
        phase: 'gave-up',
        runs: refusals,
      });
      expect(await createCalls(name)).toBe(refusals);
      // Given up: the next rechecks ask SES nothing more.
      await recheckAt(new Date(Date.now() + (refusals + 1) * HOUR));
      await recheckAt(new Date(Date.now() + (refusals + 2) * HOUR));
      expect(await createCalls(name)).toBe(refusals);
      const res = await call('/api/sending-status', { token: user.idToken, baseUrl: s.baseUrl });
      expect(sendingStatusResponseSchema.parse(res.body).sending).toMatchObject({
        state: 'ok',
        tenant: 'failed',
      });
    } finally {
      await control('/fail', { operation: 'CreateTenant', times: 0 });
    }
  });
});
