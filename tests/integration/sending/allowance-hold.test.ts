/**
 * Issue 29: a campaign the monthly allowance refuses at send time ends 'held' ("Held: monthly allowance
 * used", with the number not sent), gives back what it reserved and did not mail, and resumes from where it
 * stopped once there is room (an upgrade here; the month turning is the same check). On the local stack.
 */
import { describe, expect, it } from 'vitest';
import { campaignOf as wireOf, getCampaign } from '../../../lambdas/domain/items/campaign';
import { cancelCampaign, resumeCampaign } from '../../../lambdas/domain/campaigns/status-actions';
import { runSendJob } from '../../../lambdas/domain/campaigns/send/send-job';
import { DomainError } from '../../../lambdas/domain/errors';
import { keys } from '../../../lambdas/table';
import { campaignMessages, campaignSchema } from '../../../shared/contracts/campaigns';
import {
  addresses,
  allowanceUsed,
  mailsTo,
  seedAccount,
  seedCampaign,
  seedContacts,
  sum,
  until,
  untilSent,
  useSendingStack,
  type Account,
  type SendingStack,
} from './support';

const s = useSendingStack({ maxSendRate: 200 });

/** The campaign as GET /api/campaigns/{id} answers it (the wire schema parses it). */
async function wire(st: SendingStack, acct: Account, campaignId: string) {
  const record = await getCampaign(st.store, acct.sub, campaignId);
  return campaignSchema.parse(wireOf(record!));
}

async function useMonth(st: SendingStack, acct: Account, sent: number) {
  const month = new Date().toISOString().slice(0, 7);
  await st.store.put({ ...keys.monthlySends(acct.sub, month), month, sent });
}

const upgrade = (st: SendingStack, acct: Account) =>
  st.store.update(keys.profile(acct.sub), { subscriptionTier: 'pro' }, 'present');

describe('a campaign refused by the monthly allowance', () => {
  it('three started at once on the free plan: the allowance holds at 1,000 and the third ends held', async () => {
    const acct = await seedAccount(s, { tier: 'free' });
    const list = addresses(`three-${acct.sub.slice(0, 6)}-`, 500);
    await seedContacts(
      s,
      acct.sub,
      list.map((email) => ({ email })),
    );
    const ids = [await seedCampaign(s, acct), await seedCampaign(s, acct), await seedCampaign(s, acct)];
    // The batches wait on the queue (consumers stopped): only the jobs' reservations are at stake here.
    await s.stack.queues.stopConsumers();
    try {
      const outcomes = await Promise.all(
        ids.map((campaignId) => runSendJob(s.deps.ports, { sub: acct.sub, campaignId })),
      );
      expect([...outcomes].sort()).toEqual(['allowance_exceeded', 'queued_all', 'queued_all']);
      expect(await allowanceUsed(s, acct)).toBe(1_000);
      const held = ids[outcomes.indexOf('allowance_exceeded')]!;
      const campaign = await wire(s, acct, held);
      expect(campaign.status).toBe('held');
      expect(campaign.hold).toEqual({ reason: 'allowance', notSent: 500 });
      expect(campaign.counters.queued).toBe(0);
      // Still over: resuming says so and changes nothing.
      const refused = await resumeCampaign(s.deps.ports, acct.sub, held).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DomainError);
      expect((refused as DomainError).message).toBe(campaignMessages.stillOverAllowance);
      expect((await wire(s, acct, held)).status).toBe('held');
      // A held campaign can be cancelled; so are the other two, whose batches are then dropped unsent.
      for (const campaignId of ids) await cancelCampaign(s.deps.ports, acct.sub, campaignId);
      expect(await allowanceUsed(s, acct)).toBe(0);
    } finally {
      s.stack.queues.startConsumers();
    }
  }, 120_000);

  it('mails what it queued, ends held with the number not sent, then resumes after an upgrade', async () => {
    const acct = await seedAccount(s, { tier: 'free' });
    // The job's first page (500 contacts, in address order) holds 5 of the audience, the second 10.
    const first = addresses(`a-${acct.sub.slice(0, 6)}-`, 500);
    const second = addresses(`b-${acct.sub.slice(0, 6)}-`, 10);
    await seedContacts(s, acct.sub, [
      ...first.map((email, i) => ({ email, tags: i % 100 === 0 ? ['spring'] : [] })),
      ...second.map((email) => ({ email, tags: ['spring'] })),
    ]);
    const audienceList = [...first.filter((_, i) => i % 100 === 0), ...second];
    const campaignId = await seedCampaign(s, acct, {
      audience: { kind: 'tags', match: 'any', tags: ['spring'] },
    });
    await useMonth(s, acct, 990);
    expect(await runSendJob(s.deps.ports, { sub: acct.sub, campaignId })).toBe('allowance_exceeded');
    // Until the 5 queued are accounted for it is still sending, and already says it will be held.
    const sending = await wire(s, acct, campaignId);
    expect(sending.hold).toEqual({ reason: 'allowance', notSent: 10 });
    const held = await until('the campaign to be held', async () => {
      const c = await wire(s, acct, campaignId);
      return c.status === 'held' ? c : undefined;
    });
    expect(held.counters).toMatchObject({ queued: 5, sent: 5 });
    expect(held.hold).toEqual({ reason: 'allowance', notSent: 10 });
    expect(held.finishedAt).toBeNull();
    expect(await allowanceUsed(s, acct)).toBe(995);
    expect(sum(await mailsTo(s, second))).toBe(0);

    await upgrade(s, acct);
    const resumed = await resumeCampaign(s.deps.ports, acct.sub, campaignId);
    expect(resumed.status).toBe('sending');
    expect(resumed.hold).toBeNull();
    const sent = await untilSent(s, acct, campaignId);
    expect(sent).toMatchObject({ status: 'sent', queued: 15, sent: 15 });
    expect(await mailsTo(s, audienceList)).toEqual(audienceList.map(() => 1));
    expect(await allowanceUsed(s, acct)).toBe(1_005);
  }, 120_000);
});
