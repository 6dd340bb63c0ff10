/**
 * Issue 35: a campaign of an account whose SES tenant is ready names that tenant in every SendEmail; an
 * account without one (verified before tenants, or its tenant stalled) sends as before. The tenant is made
 * by the same machine and SDK as in AWS, in the stack's own SES proxy, which refuses a send naming a tenant
 * that does not hold the From identity, so a wrong name would show as failed mail here.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesTenants } from '../../../lambdas/adapters/aws/ses-tenants';
import { systemClock } from '../../../lambdas/adapters/node/clock';
import { runTenant } from '../../../lambdas/domain/tenants/run-tenant';
import { tenantNameOf } from '../../../lambdas/domain/tenants/tenant-name';
import { seedAccount, seedCampaign, seedContacts, startSend, untilSent, useSendingStack } from './support';

const s = useSendingStack({ maxSendRate: 200 });
const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

async function sentTenants(): Promise<Map<string, string | undefined>> {
  const res = await fetch(`${s.ses}/_control/sent`);
  const { mails } = (await res.json()) as { mails: { to: string[]; tenant?: string }[] };
  return new Map(mails.flatMap((m) => m.to.map((to) => [to, m.tenant] as const)));
}

describe('campaign mail and the account tenant', () => {
  it('names the ready tenant in every mail of its account, and none for an account without one', async () => {
    const ann = await seedAccount(s);
    const bob = await seedAccount(s);
    const client = new SESv2Client({
      endpoint: s.ses,
      region: s.stack.env.AWS_REGION ?? 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const tenants = new SesTenants(client, { arnBase: 'arn:aws:ses:us-east-1:000000000000' });
    const state = await runTenant({ store: s.store, tenants, clock: systemClock }, ann.sub, {
      type: 'provision',
      domain: ann.domain,
    });
    client.destroy();
    expect(state).toEqual({ phase: 'ready', domain: ann.domain });

    const annTo = addresses(`tenant-${ann.sub.slice(0, 6)}-`, 20);
    const bobTo = addresses(`tenant-${bob.sub.slice(0, 6)}-`, 20);
    await seedContacts(
      s,
      ann.sub,
      annTo.map((email) => ({ email })),
    );
    await seedContacts(
      s,
      bob.sub,
      bobTo.map((email) => ({ email })),
    );
    const annCampaign = await seedCampaign(s, ann);
    const bobCampaign = await seedCampaign(s, bob);
    await Promise.all([startSend(s, ann, annCampaign), startSend(s, bob, bobCampaign)]);
    expect(await untilSent(s, ann, annCampaign)).toMatchObject({ sent: 20, failed: 0 });
    expect(await untilSent(s, bob, bobCampaign)).toMatchObject({ sent: 20, failed: 0 });

    const named = await sentTenants();
    expect(annTo.map((to) => named.get(to))).toEqual(annTo.map(() => tenantNameOf(ann.sub)));
    expect(bobTo.map((to) => named.has(to) && named.get(to) === undefined)).toEqual(bobTo.map(() => true));
  });
});
