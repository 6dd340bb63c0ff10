/**
 * The send path when things go wrong, on the local stack (see campaign-send.test.ts): the consumers stop in
 * the middle of a campaign, SES throttles. Counted in the SES stand-in's store. (The worker caches the SES
 * rate for minutes, so each file keeps one rate: send-control.test.ts runs slower.)
 */
import { describe, expect, it } from 'vitest';
import {
  campaignOf,
  control,
  seedAccount,
  seedCampaign,
  seedContacts,
  sleep,
  startSend,
  until,
  untilSent,
  useSendingStack,
  addresses,
  mailsTo,
  sum,
} from './support';

const s = useSendingStack({ maxSendRate: 400 });

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
    // Progress from the campaign's counters (cheap), not the store (thousands of mails to read each time).
    await until(
      'a fifth of the campaign to be sent',
      async () => (Number((await campaignOf(s, acct, campaignId)).sent) >= 1_000 ? true : undefined),
      300_000,
    );
    await s.stack.queues.stopConsumers();
    const atStop = sum(await mailsTo(s, list));
    await sleep(1_500);
    expect(sum(await mailsTo(s, list))).toBe(atStop); // nothing is sent while the consumers are down
    s.stack.queues.startConsumers();
    const campaign = await untilSent(s, acct, campaignId, 900_000);
    const counts = await mailsTo(s, list);
    const lost = counts.filter((n) => n === 0).length;
    const duplicates = sum(counts.map((n) => Math.max(0, n - 1)));
    console.log(`[send-faults] 5,000 contacts, stopped at ${atStop}: lost ${lost}, duplicates ${duplicates}`);
    expect(lost).toBe(0);
    expect(duplicates).toBeLessThanOrEqual(50 * 2 * 10);
    expect(campaign).toMatchObject({ queued: 5_000, sent: 5_000 });
  }, 1_200_000);
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
    await startSend(s, acct, campaignId);
    await until(
      'the send to be under way',
      async () => (Number((await campaignOf(s, acct, campaignId)).sent) >= 20 ? true : undefined),
      300_000,
    );
    await control(s, '/_control/throttle', { forMs: 3_000 });
    const campaign = await untilSent(s, acct, campaignId, 400_000);
    const after = Number((await control(s, '/_control/throttle', { forMs: 0 })).throttled);
    expect(after - before).toBeGreaterThan(0);
    expect((await mailsTo(s, list)).filter((n) => n !== 1)).toEqual([]);
    expect(campaign).toMatchObject({ queued: 300, sent: 300, failed: 0 });
  }, 720_000);
});
