/**
 * The send's delayed check (lambdas/domain/campaigns/send/reconcile.ts, requeue-unmarked.ts) on the local
 * stack: a batch lost from the queue (deleted unread, as a crash of the stand-in or a dead letter in AWS
 * loses it) is queued again once the counts stop moving, without reserving anyone twice; a campaign whose
 * recipients are all marked gets nothing queued, only its counts set from the marks; a paused or cancelled
 * campaign is left alone. The checks are run as the job's consumer runs them (runSendJob with `check`).
 */
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { runSendJob } from '../../../lambdas/domain/campaigns/send/send-job';
import type { BatchMessage } from '../../../lambdas/domain/campaigns/send/messages';
import { keys } from '../../../lambdas/table';
import {
  addresses,
  allowanceUsed,
  campaignOf,
  mailsTo,
  seedAccount,
  seedCampaign,
  seedContacts,
  setStatus,
  steady,
  sum,
  until,
  untilSent,
  useSendingStack,
  type SendingStack,
  type Account,
} from './support';

const s = useSendingStack({ maxSendRate: 200 });
const checks = { delaySeconds: 900 };

/** Queues the campaign's batches with the consumers stopped, then takes `lose` of them off the queue unread. */
async function sendLosing(acct: Account, campaignId: string, lose: number): Promise<BatchMessage[]> {
  await s.stack.queues.stopConsumers();
  try {
    expect(await runSendJob(s.deps.ports, { sub: acct.sub, campaignId }, checks)).toBe('queued_all');
    const client = s.stack.queues.sqs.client();
    const url = s.stack.queues.sqs.urls['campaign-batches'];
    const lost: BatchMessage[] = [];
    while (lost.length < lose) {
      const { Messages = [] } = await client.send(
        new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }),
      );
      for (const m of Messages) {
        lost.push(JSON.parse(m.Body!) as BatchMessage);
        await client.send(new DeleteMessageCommand({ QueueUrl: url, ReceiptHandle: m.ReceiptHandle }));
      }
    }
    client.destroy();
    return lost;
  } finally {
    s.stack.queues.startConsumers();
  }
}

const handled = async (acct: Account, campaignId: string) => {
  const c = await campaignOf(s, acct, campaignId);
  return Number(c.sent) + Number(c.failed) + Number(c.skipped);
};
const check = (acct: Account, campaignId: string, h: number) =>
  runSendJob(s.deps.ports, { sub: acct.sub, campaignId, check: { handled: h } }, checks);

async function seeded(s: SendingStack, prefix: string, n: number) {
  const acct = await seedAccount(s);
  const list = addresses(`${prefix}-${acct.sub.slice(0, 6)}-`, n);
  await seedContacts(
    s,
    acct.sub,
    list.map((email) => ({ email })),
  );
  return { acct, list, campaignId: await seedCampaign(s, acct) };
}

describe('the send check', () => {
  it('queues a lost batch again once the counts stop moving, reserving nobody twice', async () => {
    const { acct, list, campaignId } = await seeded(s, 'lost', 120);
    const lost = await sendLosing(acct, campaignId, 1);
    expect(lost[0]!.recipients.length).toBeGreaterThan(0);
    const rest = 120 - lost[0]!.recipients.length;
    await until('the batches left to be sent', async () =>
      (await handled(acct, campaignId)) >= rest ? true : undefined,
    );
    const stuck = await steady(() => handled(acct, campaignId), 2_000);
    expect(stuck).toBe(rest);
    expect((await campaignOf(s, acct, campaignId)).status).toBe('sending');
    // Progress since the check was put: it only comes back later.
    expect(await check(acct, campaignId, stuck - 1)).toBe('check_later');
    // No progress over an interval: the unmarked are queued again.
    expect(await check(acct, campaignId, stuck)).toBe('check_requeued');
    expect(await untilSent(s, acct, campaignId, 60_000)).toMatchObject({ queued: 120, sent: 120 });
    expect((await mailsTo(s, list)).filter((n) => n !== 1)).toEqual([]);
    expect(await allowanceUsed(s, acct)).toBe(120);
    // Once sent, a check leaves it alone.
    expect(await check(acct, campaignId, 120)).toBe('check_left');
  }, 120_000);

  it('queues nobody when every recipient is marked; sets the counts from the marks and finishes', async () => {
    const { acct, list, campaignId } = await seeded(s, 'marked', 60);
    await sendLosing(acct, campaignId, 0);
    await untilSent(s, acct, campaignId, 60_000);
    const mailed = sum(await mailsTo(s, list));
    // As a batch that marked its recipients and died before counting them leaves it.
    await s.store.update(keys.campaign(acct.sub, campaignId), { status: 'sending', sent: 50 }, 'present');
    expect(await check(acct, campaignId, 50)).toBe('check_finished');
    const after = await campaignOf(s, acct, campaignId);
    expect(after).toMatchObject({ status: 'sent', sent: 60, skipped: 0 });
    await steady(async () => sum(await mailsTo(s, list)), 1_500, 10_000);
    expect(sum(await mailsTo(s, list))).toBe(mailed);
  }, 120_000);

  it('leaves a paused or a cancelled campaign alone', async () => {
    for (const status of ['paused', 'cancelled']) {
      const { acct, list, campaignId } = await seeded(s, status, 60);
      await s.stack.queues.stopConsumers();
      try {
        expect(await runSendJob(s.deps.ports, { sub: acct.sub, campaignId }, checks)).toBe('queued_all');
        await setStatus(s, acct, campaignId, status);
        expect(await check(acct, campaignId, 0)).toBe('check_left');
      } finally {
        s.stack.queues.startConsumers();
      }
      await steady(async () => sum(await mailsTo(s, list)), 1_500, 20_000);
      expect(sum(await mailsTo(s, list))).toBe(0);
      expect((await campaignOf(s, acct, campaignId)).status).toBe(status);
    }
  }, 120_000);
});
