/**
 * Issue 35: SES pauses the account's tenant mid-campaign (the local SES proxy answers SendingPausedException
 * for a DISABLED tenant, as SES does). The worker does not take it for throttling: the campaign is paused at
 * once with what is left parked, no SendEmail is tried any more, the sending status says SES paused it; once
 * SES enables the tenant again, a resume mails everyone else, each person once.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesMailer } from '../../../lambdas/adapters/aws/ses-mailer';
import { SesTenants } from '../../../lambdas/adapters/aws/ses-tenants';
import { systemClock } from '../../../lambdas/adapters/node/clock';
import { sendingStatus } from '../../../lambdas/domain/campaigns/sending-status';
import { resumeCampaignSend } from '../../../lambdas/domain/campaigns/send/start';
import { runTenant } from '../../../lambdas/domain/tenants/run-tenant';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import {
  addresses,
  campaignOf,
  mailsTo,
  seedAccount,
  seedCampaign,
  seedContacts,
  setStatus,
  sleep,
  startSend,
  sum,
  until,
  untilSent,
  useSendingStack,
} from './support';

const s = useSendingStack({ maxSendRate: 40 });
/**
 * Enough people that the send is still going when the test disables the tenant: with 200 the whole list
 * (5 s at 40 a second) was sometimes out before a loaded machine's poll saw the 30th mail, and the campaign
 * never paused (fresh-clone CI, stop 39).
 */
const PEOPLE = 400;

const tenantControl = async (path: string, body?: unknown) => {
  const res = await fetch(`${s.ses}/_control/tenants${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { calls: { op: string; tenant: string; status: number }[] };
};
/** The SendEmail calls the paused tenant refused so far. */
const refusedSends = async (tenant: string) =>
  (await tenantControl('')).calls.filter((c) => c.op === 'SendEmail' && c.tenant === tenant).length;

describe('SES pauses the tenant mid-campaign', () => {
  it('pauses the campaign, tries nothing more, and mails everyone once after SES enables it', async () => {
    const acct = await seedAccount(s);
    const tenant = tenantNameOf(acct.sub);
    const client = new SESv2Client({
      endpoint: s.ses,
      region: s.stack.env.AWS_REGION ?? 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const tenants = new SesTenants(client, { arnBase: 'arn:aws:ses:us-east-1:000000000000' });
    const made = await runTenant({ store: s.store, tenants, clock: systemClock }, acct.sub, {
      type: 'provision',
      domain: acct.domain,
    });
    expect(made).toEqual({ phase: 'ready', domain: acct.domain });
    const list = addresses(`sespause-${acct.sub.slice(0, 6)}-`, PEOPLE);
    await seedContacts(
      s,
      acct.sub,
      list.map((email) => ({ email })),
    );
    const campaignId = await seedCampaign(s, acct);
    await startSend(s, acct, campaignId);
    await until('some mail to go out', async () => (sum(await mailsTo(s, list)) >= 20 ? true : undefined));

    await tenantControl('/status', { tenantName: tenant, sendingStatus: 'DISABLED' });
    await until('the campaign to pause', async () =>
      (await campaignOf(s, acct, campaignId)).status === 'paused' ? true : undefined,
    );
    const mailer = new SesMailer(client);
    const status = await sendingStatus({ store: s.store, clock: systemClock, mailer }, acct.sub);
    expect(status.state).toBe('paused_by_ses');
    // The lanes in flight when SES paused may each be refused once; then nothing is tried for seconds.
    await sleep(1_000);
    const refused = await refusedSends(tenant);
    const mailed = sum(await mailsTo(s, list));
    await sleep(4_000);
    expect(await refusedSends(tenant)).toBe(refused);
    // At most one refusal per lane in flight (never one per recipient left, nor retries).
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(PEOPLE - mailed);
    expect(sum(await mailsTo(s, list))).toBe(mailed);
    expect(mailed).toBeLessThan(PEOPLE);
    expect((await campaignOf(s, acct, campaignId)).status).toBe('paused');

    await tenantControl('/status', { tenantName: tenant, sendingStatus: 'ENABLED' });
    await setStatus(s, acct, campaignId, 'sending');
    await resumeCampaignSend(s.deps.ports, { sub: acct.sub, campaignId });
    expect(await untilSent(s, acct, campaignId, 120_000)).toMatchObject({
      queued: PEOPLE,
      sent: PEOPLE,
      failed: 0,
    });
    expect((await mailsTo(s, list)).filter((n) => n !== 1)).toEqual([]);
    client.destroy();
  }, 180_000);
});
