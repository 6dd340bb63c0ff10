/**
 * Issue 29: a cancelled campaign gives back what it reserved and did not mail, to the month it was
 * reserved in, also when its send crossed into a new month (the job reserves each page in the month it
 * queues it). Against DynamoDB Local, the send job's own function with a queue that only records (a pause
 * lands while the first page is queued, and the second page is queued after the month turned).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { runSendJob } from '../../../lambdas/domain/campaigns/send/send-job';
import { cancelCampaign } from '../../../lambdas/domain/campaigns/status-actions';
import { newCampaignItem } from '../../../lambdas/domain/items/campaign';
import { newContactItem } from '../../../lambdas/domain/items/contact';
import type { Queue } from '../../../lambdas/ports/queue';
import { keys } from '../../../lambdas/table';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { store } from './support';

const { ports } = createFullDeps(inject('stack').env);
const at = (iso: string) => ({ now: () => new Date(iso) });
/** `n` subscribed contacts (whole contact items, items/contact.ts), 100 to a transaction. */
async function seedContacts(sub: string, n: number) {
  const at = new Date().toISOString();
  const items = Array.from({ length: n }, (_, i) => {
    const contactId = randomUUID();
    return newContactItem(sub, {
      contactId,
      email: `p${String(i).padStart(3, '0')}-${contactId.slice(0, 6)}@example.com`,
      emailHash: contactId,
      status: 'subscribed',
      consent: { source: 'manual', at },
      at,
    });
  });
  for (let i = 0; i < n; i += 100)
    await store.transact(items.slice(i, i + 100).map((item) => ({ kind: 'put' as const, item })));
}

const used = async (sub: string, month: string) =>
  Number((await store.get(keys.monthlySends(sub, month)))?.sent ?? 0);

describe('a cancelled campaign whose send crossed a month', () => {
  it('gives back to each month what it reserved there and did not mail', async () => {
    const sub = randomUUID();
    const campaignId = randomUUID();
    await seedContacts(sub, 520);
    const key = keys.campaign(sub, campaignId);
    await store.put({
      ...newCampaignItem({
        userId: sub,
        campaignId,
        projectId: randomUUID(),
        name: 'Across the month',
        subject: 'Hi',
        previewText: '',
        replyTo: null,
        audience: { kind: 'all' },
        snapshotVersion: 1,
        at: new Date().toISOString(),
      }),
      status: 'sending',
    });
    let batches = 0;
    const queue: Queue = {
      send: async () => {},
      sendBatch: async () => {
        // The owner pauses while the first page is being queued: the job stops before the second.
        if (batches++ === 0) await store.update(key, { status: 'paused' });
      },
    };
    const message = { sub, campaignId };
    expect(await runSendJob({ store, queue, clock: at('2026-10-31T23:59:00Z') }, message)).toBe(
      'not_sending',
    );
    await store.update(key, { status: 'sending' }); // resumed after midnight
    expect(await runSendJob({ store, queue, clock: at('2026-11-01T00:01:00Z') }, message)).toBe('queued_all');
    expect([await used(sub, '2026-10'), await used(sub, '2026-11')]).toEqual([500, 20]);

    await cancelCampaign({ ...ports, store, clock: at('2026-11-01T00:02:00Z') }, sub, campaignId);
    expect([await used(sub, '2026-10'), await used(sub, '2026-11')]).toEqual([0, 0]);
    expect(await store.get(key)).toMatchObject({ status: 'cancelled', queued: 520, released: 520 });
  }, 60_000);
});
