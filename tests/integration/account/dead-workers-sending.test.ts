/**
 * Issue 30, dead accounts stay dead, for a campaign's background work: once an account's deletion has started
 * (its tombstone), a batch of its campaign mails nobody and a send job (a scheduled start included) starts
 * and queues nothing, each acknowledged (no retry, no dead letter). Batches and job messages are delivered
 * in-process to the real handlers over the run's stack; the mails are read from the SES stand-in's store.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { handler as sendBatch } from '../../../lambdas/handlers/campaign-send-batch';
import { handler as sendJob } from '../../../lambdas/handlers/campaign-send-job';
import { campaignSendPartition } from '../../../lambdas/domain/items/account-data';
import { keys } from '../../../lambdas/table';
import { seedAccount, seedCampaign, seedContacts, sentMails } from '../../support/sending-data';
import { accountItems, deletionStarts, deliver, heldDeps, sqsEvent, store } from './dead-workers-support';

const target = { store, ses: inject('stack').env.AWS_ENDPOINT_SES as string };

/** The addresses among `to` that the SES stand-in holds a mail for. */
async function mailed(to: string[]): Promise<string[]> {
  const mails = await sentMails(target);
  return to.filter((address) => mails.some((mail) => mail.destination.to.includes(address)));
}

async function shopWithContacts(n: number) {
  const account = await seedAccount(target);
  const emails = Array.from({ length: n }, (_, i) => `dead-${i}-${randomUUID().slice(0, 8)}@example.com`);
  const ids = await seedContacts(
    target,
    account.sub,
    emails.map((email) => ({ email })),
  );
  const recipients = ids.map((id, i) => ({ id, email: emails[i]! }));
  return { account, emails, recipients };
}

describe('a campaign’s batches after the account’s deletion started', () => {
  it('mails the first batch, then nobody of the second, and writes nothing more', async () => {
    const { deps } = await heldDeps(['campaign-batches', 'campaign-sends']);
    const { account, emails, recipients } = await shopWithContacts(4);
    const campaignId = await seedCampaign(target, account);
    const batch = (n: number) => ({
      sub: account.sub,
      campaignId,
      batchId: `0-${n}`,
      recipients: recipients.slice(n * 2, n * 2 + 2),
    });

    const first = await deliver(deps, () => sendBatch(sqsEvent([batch(0)])));
    expect(first.batchItemFailures).toEqual([]);
    expect(await mailed(emails)).toEqual(emails.slice(0, 2));

    await deletionStarts(account.sub);
    const before = await accountItems(account.sub, [campaignSendPartition(campaignId)]);
    const second = await deliver(deps, () => sendBatch(sqsEvent([batch(1)])));
    // Acknowledged: SQS deletes it, nothing comes back, nothing goes to the dead letter queue.
    expect(second.batchItemFailures).toEqual([]);
    expect(await mailed(emails)).toEqual(emails.slice(0, 2));
    expect(await accountItems(account.sub, [campaignSendPartition(campaignId)])).toEqual(before);
  });
});

describe('a campaign’s send job after the account’s deletion started', () => {
  it('queues a sending campaign’s batches before, and neither starts nor queues a scheduled one after', async () => {
    const { deps, take } = await heldDeps(['campaign-batches', 'campaign-sends']);
    const { account } = await shopWithContacts(3);
    const sending = await seedCampaign(target, account);
    const scheduled = await seedCampaign(target, account);
    const { startedAt: _started, ...item } = (await store.get(keys.campaign(account.sub, scheduled)))!;
    await store.put({ ...item, status: 'scheduled', scheduledAt: new Date().toISOString() });

    const first = await deliver(deps, () => sendJob(sqsEvent([{ sub: account.sub, campaignId: sending }])));
    expect(first.batchItemFailures).toEqual([]);
    expect(await take('campaign-batches')).toHaveLength(1);

    await deletionStarts(account.sub);
    const before = await accountItems(account.sub, [campaignSendPartition(scheduled)]);
    // The schedule fires (ports/schedules puts this message on 'campaign-sends' at the campaign's time).
    const second = await deliver(deps, () =>
      sendJob(sqsEvent([{ sub: account.sub, campaignId: scheduled }])),
    );
    expect(second.batchItemFailures).toEqual([]);
    expect(await take('campaign-batches')).toEqual([]);
    expect(await take('campaign-sends')).toEqual([]);
    expect(await store.get(keys.campaign(account.sub, scheduled))).toMatchObject({ status: 'scheduled' });
    expect(await accountItems(account.sub, [campaignSendPartition(scheduled)])).toEqual(before);
  });
});
