/**
 * Issue 35: an account's SES tenant, made and deleted by the real SES v2 SDK (aws/ses-tenants.ts) driven by the
 * tenant reducer (domain/tenants) against a loopback SES API: the local SES proxy, which keeps tenants as SES
 * does and fails a chosen call on demand (`/_control/tenants/fail`). The state is stored in DynamoDB Local.
 */
import { randomUUID } from 'node:crypto';
import {
  CreateTenantCommand,
  CreateTenantResourceAssociationCommand,
  ListTenantResourcesCommand,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SesMailer } from '../../../lambdas/adapters/aws/ses-mailer';
import { SesTenants } from '../../../lambdas/adapters/aws/ses-tenants';
import { getSesTenant, readyTenantName } from '../../../lambdas/domain/items/ses-tenant';
import { runTenant } from '../../../lambdas/domain/tenants/run-tenant';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import { tenantStatusOf } from '../../../lambdas/domain/tenants/tenant-status';
import { startSesProxy, type SesProxy } from '../../../lambdas/local/ses-proxy';
import { MailRejectedError, MailSendingPausedError } from '../../../lambdas/ports/mailer';
import { createFullDeps } from '../../../lambdas/wiring/all';

const ARN_BASE = 'arn:aws:ses:us-east-1:000000000000';
const CONFIG_SET = 'jm-events';
const policy = { maxAttempts: 3, baseDelayMs: 1 };
const { ports } = createFullDeps(inject('stack').env);
let proxy: SesProxy;
let client: SESv2Client;
let tenants: SesTenants;
let mailer: SesMailer;

beforeAll(async () => {
  proxy = await startSesProxy({
    upstream: `http://127.0.0.1:${inject('stack').ports.ses}`,
    host: '127.0.0.1',
    region: 'us-east-1',
    publish: async () => {},
  });
  // One SDK attempt per call: the reducer's retries are the ones under test.
  client = new SESv2Client({
    endpoint: proxy.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  tenants = new SesTenants(client, { arnBase: ARN_BASE, configurationSet: CONFIG_SET });
  mailer = new SesMailer(client, CONFIG_SET);
});
afterAll(async () => {
  client.destroy();
  await proxy.close();
});

interface Call {
  op: string;
  tenant: string;
  resource?: string;
  status: number;
}
const control = async (path: string, body?: unknown) => {
  const res = await fetch(
    `${proxy.endpoint}${path}`,
    body ? { method: 'POST', body: JSON.stringify(body) } : {},
  );
  return (await res.json()) as { calls: Call[] };
};
/** The tenant calls the proxy saw for one tenant, as "Op resource status". */
const callsOf = async (tenant: string) =>
  (await control('/_control/tenants')).calls
    .filter((c) => c.tenant === tenant && c.op !== 'SendEmail')
    .map((c) => `${c.op}${c.resource ? ` ${c.resource.split(':').pop()}` : ''} ${c.status}`);
const deps = () => ({ store: ports.store, tenants, clock: ports.clock });
const account = () => {
  const id = randomUUID();
  return { id, tenant: tenantNameOf(id), domain: `shop-${id.slice(0, 8)}.example.com` };
};
const provision = (a: ReturnType<typeof account>) =>
  runTenant(deps(), a.id, { type: 'provision', domain: a.domain }, policy);
const mail = (a: ReturnType<typeof account>, tenant?: string) => ({
  from: `"Shop" <news@${a.domain}>`,
  to: ['someone@example.com'],
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
  ...(tenant ? { tenant } : {}),
});

describe('SES tenant of an account (real SDK, loopback SES)', () => {
  it('creates the tenant, then associates the identity, then the configuration set; sends then name it', async () => {
    const a = account();
    expect(await provision(a)).toEqual({ phase: 'ready', domain: a.domain });
    expect(await callsOf(a.tenant)).toEqual([
      'CreateTenant 200',
      `CreateTenantResourceAssociation identity/${a.domain} 200`,
      `CreateTenantResourceAssociation configuration-set/${CONFIG_SET} 200`,
    ]);
    expect(await readyTenantName(ports.store, a.id)).toBe(a.tenant);
    const listed = await client.send(new ListTenantResourcesCommand({ TenantName: a.tenant }));
    expect(listed.TenantResources?.map((r) => r.ResourceType)).toEqual([
      'EMAIL_IDENTITY',
      'CONFIGURATION_SET',
    ]);
    await expect(mailer.send(mail(a, a.tenant))).resolves.toMatchObject({ messageId: expect.any(String) });
    expect(await mailer.tenantStatus(a.tenant)).toBe('enabled');
  });

  it('a failure between create and associate stalls the run; the next run completes it without a second create', async () => {
    const a = account();
    await control('/_control/tenants/fail', { operation: 'CreateTenantResourceAssociation', times: 3 });
    const stalled = await provision(a);
    expect(stalled).toMatchObject({
      phase: 'stalled',
      done: 1,
      error: expect.stringContaining('InternalFailure'),
    });
    expect(await callsOf(a.tenant)).toEqual([
      'CreateTenant 200',
      `CreateTenantResourceAssociation identity/${a.domain} 500`,
      `CreateTenantResourceAssociation identity/${a.domain} 500`,
      `CreateTenantResourceAssociation identity/${a.domain} 500`,
    ]);
    // Stored as it stopped; no mail names the half-made tenant (SES would refuse it: no identity in it).
    expect((await getSesTenant(ports.store, a.id))?.state).toMatchObject({ phase: 'stalled', done: 1 });
    expect(await readyTenantName(ports.store, a.id)).toBeUndefined();
    await expect(mailer.send(mail(a, a.tenant))).rejects.toMatchObject({ code: 'BadRequestException' });

    expect(await provision(a)).toEqual({ phase: 'ready', domain: a.domain });
    expect((await callsOf(a.tenant)).slice(4)).toEqual([
      `CreateTenantResourceAssociation identity/${a.domain} 200`,
      `CreateTenantResourceAssociation configuration-set/${CONFIG_SET} 200`,
    ]);
    await expect(mailer.send(mail(a, a.tenant))).resolves.toMatchObject({ messageId: expect.any(String) });
  });

  it('retries a failed call within the run (one 503, then the same call succeeds)', async () => {
    const a = account();
    await control('/_control/tenants/fail', { operation: 'CreateTenant', times: 1, status: 503 });
    expect(await provision(a)).toMatchObject({ phase: 'ready' });
    expect((await callsOf(a.tenant)).slice(0, 3)).toEqual([
      'CreateTenant 503',
      'CreateTenant 200',
      `CreateTenantResourceAssociation identity/${a.domain} 200`,
    ]);
  });

  it('a refusal is not retried: it stalls after one call', async () => {
    const a = account();
    await control('/_control/tenants/fail', { operation: 'CreateTenant', times: 1, status: 400 });
    expect(await provision(a)).toMatchObject({ phase: 'stalled', done: 0 });
    expect(await callsOf(a.tenant)).toEqual(['CreateTenant 400']);
  });

  it('is idempotent: a tenant and an association SES already has (state lost in a crash) count as done', async () => {
    const a = account();
    await client.send(new CreateTenantCommand({ TenantName: a.tenant }));
    await client.send(
      new CreateTenantResourceAssociationCommand({
        TenantName: a.tenant,
        ResourceArn: `${ARN_BASE}:identity/${a.domain}`,
      }),
    );
    expect(await provision(a)).toEqual({ phase: 'ready', domain: a.domain });
    expect((await callsOf(a.tenant)).slice(2)).toEqual([
      'CreateTenant 400',
      `CreateTenantResourceAssociation identity/${a.domain} 400`,
      `CreateTenantResourceAssociation configuration-set/${CONFIG_SET} 200`,
    ]);
  });

  it('deletes the tenant (a tenant already gone is no error) and a retry after a failed delete completes', async () => {
    const a = account();
    await provision(a);
    await control('/_control/tenants/fail', { operation: 'DeleteTenant', times: 3 });
    expect(await runTenant(deps(), a.id, { type: 'remove' }, policy)).toMatchObject({
      phase: 'removal-stalled',
    });
    expect(await mailer.tenantStatus(a.tenant)).toBe('enabled');
    expect(await runTenant(deps(), a.id, { type: 'remove' }, policy)).toEqual({ phase: 'removed' });
    expect(await mailer.tenantStatus(a.tenant)).toBe('absent');
    const never = account();
    expect(await runTenant(deps(), never.id, { type: 'remove' }, policy)).toEqual({ phase: 'removed' });
    expect(await callsOf(never.tenant)).toEqual(['DeleteTenant 404']);
  });

  it('refuses, as SES does, a send naming an unknown tenant, and one naming a tenant SES paused', async () => {
    const a = account();
    const unknown = await mailer.send(mail(a, 'jm-nobody')).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(MailRejectedError);
    expect(unknown).toMatchObject({ code: 'NotFoundException' });
    expect(await mailer.tenantStatus('jm-nobody')).toBe('absent');

    // What GetTenant said is kept a few minutes (tenant-status.ts): each look here is 10 minutes later.
    let minutes = 0;
    const later = { now: () => new Date(Date.now() + (minutes += 10) * 60_000) };
    const statusOf = async () =>
      (await tenantStatusOf({ store: ports.store, clock: later, mailer }, a.id)).sending;
    expect(await statusOf()).toBe('absent');
    await provision(a);
    expect(await statusOf()).toBe('enabled');
    await control('/_control/tenants/status', { tenantName: a.tenant, sendingStatus: 'DISABLED' });
    expect(await mailer.tenantStatus(a.tenant)).toBe('paused');
    expect(await statusOf()).toBe('paused');
    // Not throttling: nothing is retried, the campaign pauses (ses-paused-send.test.ts).
    await expect(mailer.send(mail(a, a.tenant))).rejects.toBeInstanceOf(MailSendingPausedError);
    await control('/_control/tenants/status', { tenantName: a.tenant, sendingStatus: 'ENABLED' });
    expect(await mailer.tenantStatus(a.tenant)).toBe('enabled');
    // Mail naming no tenant goes out as before (an account whose tenant is not ready yet).
    await expect(mailer.send(mail(a))).resolves.toMatchObject({ messageId: expect.any(String) });
  });
});
