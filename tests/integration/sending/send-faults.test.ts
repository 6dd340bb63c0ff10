/**
 * The send path when things go wrong, on the local stack (see campaign-send.test.ts): the consumers stop in
 * the middle of a campaign, SES throttles, the owner pauses, resumes or cancels, a person unsubscribes while
 * their campaign is going out. Counted in the SES stand-in's store.
 */
import { describe, expect, it } from 'vitest';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { resumeCampaignSend } from '../../../lambdas/domain/sending/start';
import {
  byRecipient,
  campaignOf,
  control,
  seedAccount,
  seedCampaign,
  seedContacts,
  sentMails,
  setStatus,
  sleep,
  startSend,
  until,
  untilSent,
  useSendingStack,
} from './support';

const s = useSendingStack({ maxSendRate: 400 });
const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

async function mailsTo(list: string[]) {
  const mails = byRecipient(await sentMails(s));
  return list.map((email) => mails.get(email)?.length ?? 0);
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('stopping the consumers in the middle of a 5,000-contact campaign', () => {
  it('resumes when they start again: nobody lost, duplicates at most the batches in flight', async () => {
    const acct = await seedAccount(s);
    const list = addresses(`crash-${acct.sub.slice(0, 6)}-`, 5_000);
    await seedContacts(
      s,
      acct.sub,
      list.map((email) => ({ email })),
    );
    const campaignId = await seedCampaign(s, acct);
    await startSend(s, acct, campaignId);
    await until('a fifth of the campaign to be sent', async () =>
      sum(await mailsTo(list)) >= 1_000 ? true : undefined,
    );
    await s.stack.queues.stopConsumers();
    const atStop = sum(await mailsTo(list));
    await sleep(1_500);
    expect(sum(await mailsTo(list))).toBe(atStop); // nothing is sent while the consumers are down
    s.stack.queues.startConsumers();
    const campaign = await untilSent(s, acct, campaignId, 180_000);
    const counts = await mailsTo(list);
    const lost = counts.filter((n) => n === 0).length;
    const duplicates = sum(counts.map((n) => Math.max(0, n - 1)));
    console.log(`[send-faults] 5,000 contacts, stopped at ${atStop}: lost ${lost}, duplicates ${duplicates}`);
    expect(lost).toBe(0);
    expect(duplicates).toBeLessThanOrEqual(50 * 2 * 10);
    expect(campaign).toMatchObject({ queued: 5_000, sent: 5_000 });
  }, 240_000);
});

describe('SES throttling', () => {
  it('loses nothing while SES answers TooManyRequests for a while', async () => {
    const acct = await seedAccount(s);
    const list = addresses(`throttle-${acct.sub.slice(0, 6)}-`, 300);
    await seedContacts(
      s,
      acct.sub,
      list.map((email) => ({ email })),
    );
    const campaignId = await seedCampaign(s, acct);
    const before = Number((await control(s, '/_control/throttle', { forMs: 0 })).throttled);
    await control(s, '/_control/throttle', { forMs: 2_500 });
    await startSend(s, acct, campaignId);
    const campaign = await untilSent(s, acct, campaignId, 120_000);
    const after = Number((await control(s, '/_control/throttle', { forMs: 0 })).throttled);
    expect(after - before).toBeGreaterThan(0);
    expect((await mailsTo(list)).filter((n) => n !== 1)).toEqual([]);
    expect(campaign).toMatchObject({ queued: 300, sent: 300, failed: 0 });
  }, 150_000);
});

describe('pause, resume and cancel', () => {
  it('a paused campaign sends nothing more until it resumes, then everyone gets one mail', async () => {
    await control(s, '/_control/account', { maxSendRate: 60 });
    try {
      const acct = await seedAccount(s);
      const list = addresses(`pause-${acct.sub.slice(0, 6)}-`, 400);
      await seedContacts(
        s,
        acct.sub,
        list.map((email) => ({ email })),
      );
      const campaignId = await seedCampaign(s, acct);
      await startSend(s, acct, campaignId);
      await until('some mail to go out', async () => (sum(await mailsTo(list)) >= 40 ? true : undefined));
      await setStatus(s, acct, campaignId, 'paused');
      await sleep(1_500); // the workers see the pause within a second
      const paused = sum(await mailsTo(list));
      await sleep(2_000);
      expect(sum(await mailsTo(list))).toBe(paused);
      expect(paused).toBeLessThan(400);
      await setStatus(s, acct, campaignId, 'sending');
      await resumeCampaignSend(s.deps.ports, { sub: acct.sub, campaignId });
      expect(await untilSent(s, acct, campaignId, 120_000)).toMatchObject({ queued: 400, sent: 400 });
      expect((await mailsTo(list)).filter((n) => n !== 1)).toEqual([]);
    } finally {
      await control(s, '/_control/account', { maxSendRate: 400 });
    }
  }, 150_000);

  it('a cancelled campaign stops', async () => {
    await control(s, '/_control/account', { maxSendRate: 60 });
    try {
      const acct = await seedAccount(s);
      const list = addresses(`cancel-${acct.sub.slice(0, 6)}-`, 400);
      await seedContacts(
        s,
        acct.sub,
        list.map((email) => ({ email })),
      );
      const campaignId = await seedCampaign(s, acct);
      await startSend(s, acct, campaignId);
      await until('some mail to go out', async () => (sum(await mailsTo(list)) >= 40 ? true : undefined));
      await setStatus(s, acct, campaignId, 'cancelled');
      await sleep(1_500);
      const cancelled = sum(await mailsTo(list));
      await sleep(3_000);
      expect(sum(await mailsTo(list))).toBe(cancelled);
      expect(cancelled).toBeLessThan(400);
      expect((await mailsTo(list)).filter((n) => n > 1)).toEqual([]);
      expect((await campaignOf(s, acct, campaignId)).status).toBe('cancelled');
    } finally {
      await control(s, '/_control/account', { maxSendRate: 400 });
    }
  }, 60_000);
});

describe('an unsubscribe racing the send', () => {
  it('nothing is sent to the person after their unsubscribe was acknowledged', async () => {
    await control(s, '/_control/account', { maxSendRate: 60 });
    try {
      const acct = await seedAccount(s);
      const list = addresses(`race-${acct.sub.slice(0, 6)}-`, 200);
      const ids = await seedContacts(
        s,
        acct.sub,
        list.map((email) => ({ email })),
      );
      const campaignId = await seedCampaign(s, acct);
      await startSend(s, acct, campaignId);
      await until('the send to be under way', async () =>
        sum(await mailsTo(list)) >= 20 ? true : undefined,
      );
      // Everyone not mailed yet unsubscribes now (what POST /api/u/{token} does: contacts' applyStatusChange).
      const mailed = await mailsTo(list);
      const leaving = list
        .map((email, i) => ({ email, id: ids[i] as string }))
        .filter((_, i) => mailed[i] === 0);
      const acknowledged = new Map<string, number>();
      await Promise.all(
        leaving.map(async ({ email, id }) => {
          await applyStatusChange(s.store, acct.sub, id, 'unsubscribed', { reason: 'one-click' });
          acknowledged.set(email, Date.now());
        }),
      );
      await untilSent(s, acct, campaignId, 120_000);
      const mails = byRecipient(await sentMails(s));
      // The stand-in stamps a mail with its second (floor): a stamp past the acknowledgement's second is late.
      const late = leaving.filter(({ email }) =>
        (mails.get(email) ?? []).some((m) => m.at * 1000 > (acknowledged.get(email) ?? 0)),
      );
      expect(late).toEqual([]);
      const campaign = await campaignOf(s, acct, campaignId);
      expect(Number(campaign.skipped)).toBeGreaterThan(0);
      expect(Number(campaign.sent) + Number(campaign.skipped)).toBe(200);
    } finally {
      await control(s, '/_control/account', { maxSendRate: 400 });
    }
  }, 150_000);
});
