/**
 * The owner and the audience acting while a campaign goes out, on the local stack (see
 * campaign-send.test.ts), at 20 mails a second so there is time to act: pause and resume, cancel, people
 * unsubscribing mid-send. The status changes are made as the campaign routes and the unsubscribe
 * endpoint make them. Counted in the SES stand-in's store.
 */
import { describe, expect, it } from 'vitest';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { resumeCampaignSend } from '../../../lambdas/domain/sending/start';
import { keys } from '../../../lambdas/table';
import {
  byRecipient,
  campaignOf,
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
  addresses,
  mailsTo,
  sum,
} from './support';

const s = useSendingStack({ maxSendRate: 20 });

describe('pause, resume and cancel', () => {
  it('a paused campaign sends nothing more until it resumes, then everyone gets one mail', async () => {
    const acct = await seedAccount(s);
    const list = addresses(`pause-${acct.sub.slice(0, 6)}-`, 400);
    await seedContacts(
      s,
      acct.sub,
      list.map((email) => ({ email })),
    );
    const campaignId = await seedCampaign(s, acct);
    await startSend(s, acct, campaignId);
    await until('some mail to go out', async () => (sum(await mailsTo(s, list)) >= 40 ? true : undefined));
    await setStatus(s, acct, campaignId, 'paused');
    await sleep(3_000); // the workers see the pause within a second, then finish the mails in flight
    const paused = sum(await mailsTo(s, list));
    await sleep(2_000);
    expect(sum(await mailsTo(s, list))).toBe(paused);
    expect(paused).toBeLessThan(400);
    await setStatus(s, acct, campaignId, 'sending');
    await resumeCampaignSend(s.deps.ports, { sub: acct.sub, campaignId });
    expect(await untilSent(s, acct, campaignId, 120_000)).toMatchObject({ queued: 400, sent: 400 });
    expect((await mailsTo(s, list)).filter((n) => n !== 1)).toEqual([]);
  }, 150_000);

  it('a cancelled campaign stops', async () => {
    const acct = await seedAccount(s);
    const list = addresses(`cancel-${acct.sub.slice(0, 6)}-`, 400);
    await seedContacts(
      s,
      acct.sub,
      list.map((email) => ({ email })),
    );
    const campaignId = await seedCampaign(s, acct);
    await startSend(s, acct, campaignId);
    await until('some mail to go out', async () => (sum(await mailsTo(s, list)) >= 40 ? true : undefined));
    await setStatus(s, acct, campaignId, 'cancelled');
    await sleep(1_500);
    const cancelled = sum(await mailsTo(s, list));
    await sleep(3_000);
    expect(sum(await mailsTo(s, list))).toBe(cancelled);
    expect(cancelled).toBeLessThan(400);
    expect((await mailsTo(s, list)).filter((n) => n > 1)).toEqual([]);
    expect((await campaignOf(s, acct, campaignId)).status).toBe('cancelled');
  }, 60_000);
});

describe('an unsubscribe racing the send', () => {
  it('nothing is sent to the person after their unsubscribe was acknowledged', async () => {
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
      sum(await mailsTo(s, list)) >= 20 ? true : undefined,
    );
    // Everyone not mailed yet unsubscribes now (what POST /api/u/{token} does: contacts' applyStatusChange).
    const mailed = await mailsTo(s, list);
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
    // A mail can still go after the acknowledgement only if it was already in flight: the worker's read of
    // the contact (claimedAt is taken just before it) came before. No read after it led to a mail.
    const mails = byRecipient(await sentMails(s));
    let inFlight = 0;
    for (const { email, id } of leaving) {
      if (!mails.has(email)) continue;
      inFlight++;
      const claim = await s.store.get(keys.campaignRecipient(campaignId, id));
      expect(claim?.state).toBe('sent');
      expect(Number(claim?.claimedAt)).toBeLessThan(acknowledged.get(email) ?? 0);
    }
    console.log(`[send-faults] ${leaving.length} unsubscribed mid-send; ${inFlight} mails were in flight`);
    expect(inFlight).toBeLessThanOrEqual(2 * 2 * 25);
    const campaign = await campaignOf(s, acct, campaignId);
    expect(Number(campaign.skipped)).toBeGreaterThan(0);
    expect(Number(campaign.sent) + Number(campaign.skipped)).toBe(200);
  }, 150_000);
});
