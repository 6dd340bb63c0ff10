/**
 * A campaign scheduled for later (issue 21): the campaign routes' seam sets a one-time schedule (the local
 * scheduler's table items here, EventBridge Scheduler in AWS); when it fires, its message on 'campaign-sends'
 * makes the send job start the campaign, but only if it is still scheduled for a time that has come. The
 * schedule is fired with the stack's own hook (as the local scheduler does every 5 s) at a chosen clock.
 */
import { describe, expect, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { cancelCampaignSchedule, scheduleCampaignSend } from '../../../lambdas/domain/campaigns/schedule';
import { keys } from '../../../lambdas/table';
import { schedulesPort } from '../../../lambdas/wiring/schedules';
import {
  byRecipient,
  campaignOf,
  seedAccount,
  seedCampaign,
  seedContacts,
  sentMails,
  sleep,
  untilSent,
  useSendingStack,
} from './support';

const s = useSendingStack({ maxSendRate: 200 });
const schedulesOf = () => createDeps(s.stack.env, [schedulesPort]).ports;

async function scheduledCampaign(at: Date) {
  const account = await seedAccount(s);
  const emails = Array.from({ length: 12 }, (_, i) => `sched-${account.sub.slice(0, 6)}-${i}@example.com`);
  await seedContacts(
    s,
    account.sub,
    emails.map((email) => ({ email })),
  );
  const campaignId = await seedCampaign(s, account);
  // As POST /schedule leaves it: 'scheduled' for `at`, not started.
  await s.store.update(keys.campaign(account.sub, campaignId), {
    status: 'scheduled',
    scheduledAt: at.toISOString(),
    startedAt: undefined,
  });
  return { account, campaignId, emails };
}

const mailsTo = async (emails: string[]) => {
  const mails = byRecipient(await sentMails(s));
  return emails.reduce((n, email) => n + (mails.get(email)?.length ?? 0), 0);
};

describe('a scheduled campaign', () => {
  it('starts when its schedule fires and mails its audience once', async () => {
    // Close to now: the job reads the real clock, and a schedule may fire up to a minute early.
    const at = new Date(Date.now() + 20_000);
    const { account, campaignId, emails } = await scheduledCampaign(at);
    await scheduleCampaignSend(schedulesOf(), account.sub, campaignId, at.toISOString());

    expect(await s.stack.sendDueSchedules(new Date())).toBe(0); // not due yet: nothing happens
    expect((await campaignOf(s, account, campaignId)).status).toBe('scheduled');

    expect(await s.stack.sendDueSchedules(new Date(at.getTime() + 1_000))).toBeGreaterThanOrEqual(1);
    const campaign = await untilSent(s, account, campaignId, 60_000);
    expect(campaign).toMatchObject({ status: 'sent', sent: emails.length });
    expect(typeof campaign.startedAt).toBe('string');
    expect(await mailsTo(emails)).toBe(emails.length);
  });

  it('sends nothing when the campaign was moved later, or cancelled, before an old schedule fired', async () => {
    const soon = new Date(Date.now() + 20_000);
    const moved = await scheduledCampaign(new Date(Date.now() + 3 * 60 * 60_000));
    const cancelled = await scheduledCampaign(soon);
    // The old schedules are still there (a move or cancel that could not remove one in time).
    await scheduleCampaignSend(schedulesOf(), moved.account.sub, moved.campaignId, soon.toISOString());
    await scheduleCampaignSend(
      schedulesOf(),
      cancelled.account.sub,
      cancelled.campaignId,
      soon.toISOString(),
    );
    await s.store.update(keys.campaign(cancelled.account.sub, cancelled.campaignId), { status: 'cancelled' });

    expect(await s.stack.sendDueSchedules(new Date(soon.getTime() + 1_000))).toBeGreaterThanOrEqual(2);
    await s.stack.drainQueues(30_000);
    await sleep(500);
    expect((await campaignOf(s, moved.account, moved.campaignId)).status).toBe('scheduled');
    expect((await campaignOf(s, cancelled.account, cancelled.campaignId)).status).toBe('cancelled');
    expect(await mailsTo([...moved.emails, ...cancelled.emails])).toBe(0);
  });

  it('a cancelled schedule never fires', async () => {
    const at = new Date(Date.now() + 20_000);
    const { account, campaignId, emails } = await scheduledCampaign(at);
    await scheduleCampaignSend(schedulesOf(), account.sub, campaignId, at.toISOString());
    await cancelCampaignSchedule(schedulesOf(), campaignId);
    await s.stack.sendDueSchedules(new Date(at.getTime() + 1_000));
    await s.stack.drainQueues(30_000);
    expect((await campaignOf(s, account, campaignId)).status).toBe('scheduled');
    expect(await mailsTo(emails)).toBe(0);
  });
});
