/**
 * Issue 29: clicks are counted off the request path. The redirect (followLink) puts one message per click on
 * the campaign-clicks queue and answers; the queue's consumer (handlers/campaign-click-count.ts) counts it
 * once per click id. Over DynamoDB Local and the stack's SQS stand-in; the failing and slow stores are the
 * real store with its writes made to fail or hang (the faults a throttled table would bring).
 */
import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { createDeps, withDeps } from '../../../lambdas/deps';
import type { ClickMessage } from '../../../lambdas/domain/campaigns/results/click-message';
import { followLink } from '../../../lambdas/domain/campaigns/results/follow-link';
import { signClick } from '../../../lambdas/domain/links/click-token';
import { getEngagement } from '../../../lambdas/domain/items/campaign-engagement';
import { handler } from '../../../lambdas/handlers/campaign-click-count';
import type { Key, Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { waitFor } from '../../../lambdas/local/net';
import { queuePort } from '../../../lambdas/wiring/queue';
import { clock, signing } from '../contacts/support';
import { store } from './support';

const deps = createDeps(inject('stack').env, [queuePort]);
const queue = deps.ports.queue;

/** A campaign with two links, and a click token of a contact on link 0. */
async function campaignWithLinks() {
  const campaignId = randomUUID();
  await store.put({
    ...keys.campaignLinks(campaignId),
    sub: 'sub-clicks',
    links: [
      { url: 'https://shop.example.com/a', target: 'https://shop.example.com/a', text: 'a' },
      { url: 'https://shop.example.com/b', target: 'https://shop.example.com/b', text: 'b' },
    ],
  });
  const contactId = randomUUID();
  const token = await signClick(signing(), { campaignId, contactId, link: 0 });
  return { campaignId, contactId, token };
}

/**
 * The real store whose writes are held: every write (put, putMany, update, delete, transact) waits until
 * `release()`, then fails like a throttled table ('fail') or never finishes ('hang'); reads still work. A
 * redirect that waited on any write, or retried one with backoff, could not answer before the release.
 */
function storeWhoseWrites(fault: 'fail' | 'hang') {
  const held: (() => void)[] = [];
  let attempted = 0;
  const write = () => {
    attempted += 1;
    return new Promise<never>((_, reject) => {
      if (fault === 'fail') held.push(() => reject(new Error('ProvisionedThroughputExceeded')));
    });
  };
  const faulty = Object.assign(Object.create(store) as Store, {
    put: write,
    putMany: write,
    update: write,
    delete: write,
    transact: write,
  });
  return {
    store: faulty,
    attempted: () => attempted,
    release: () => held.splice(0).forEach((fail) => fail()),
  };
}

const sqsEvent = (messages: ClickMessage[]): SQSEvent =>
  ({
    Records: messages.map((m, i) => ({ messageId: `m-${i}-${randomUUID()}`, body: JSON.stringify(m) })),
  }) as unknown as SQSEvent;
const deliver = (messages: ClickMessage[]) => withDeps(deps, () => handler(sqsEvent(messages)));

describe('the click redirect', () => {
  // No clock: the redirect must answer while every store write is still held (a redirect that waited on
  // one would never answer: the release comes only after it), and the count must come from the queue.
  for (const fault of ['fail', 'hang'] as const)
    it(`answers at once when the count's store writes ${fault}, and the click is counted from its queue`, async () => {
      const { campaignId, token } = await campaignWithLinks();
      const writes = storeWhoseWrites(fault);
      const outcome = await followLink({ store: writes.store, signing: signing(), clock, queue }, token);
      expect(outcome).toMatchObject({ kind: 'redirect', url: 'https://shop.example.com/a' });
      // Whether SQS took the message within the redirect's CLICK_QUEUE_WAIT_MS is the machine's speed (a
      // loaded one answers 'slow' and the send goes on); that it took it shows in the count below.
      expect(outcome.kind === 'redirect' && outcome.queued).not.toBe('failed');
      // The redirect writes nothing itself: counting is the queue consumer's.
      expect(writes.attempted()).toBe(0);
      writes.release();
      // The stack's consumer of campaign-clicks counts it, on the real store.
      const counted = await waitFor(
        'the queued click to be counted',
        async () => ((await getEngagement(store, campaignId)).clicks === 1 ? true : undefined),
        40_000,
        50,
      );
      expect(counted).toBe(true);
    }, 60_000);

  it('still redirects, crediting nobody, when the store cannot read what attribution needs', async () => {
    // The link as written and as sent (with the campaign's tags); only the links item can be read.
    const campaignId = randomUUID();
    const linksKey = keys.campaignLinks(campaignId);
    const url = 'https://shop.example.com/a';
    await store.put({
      ...linksKey,
      sub: 'sub-clicks',
      links: [{ url, target: `${url}?utm_campaign=c`, text: 'a' }],
    });
    const token = await signClick(signing(), { campaignId, contactId: randomUUID(), link: 0 });
    const unreadable = Object.assign(Object.create(store) as Store, {
      get: (key: Key) =>
        key.pk === linksKey.pk && key.sk === linksKey.sk
          ? store.get(key)
          : Promise.reject(new Error('InternalServerError')),
    });
    const outcome = await followLink({ store: unreadable, signing: signing(), clock, queue }, token);
    // Held from attribution: the send time and click log that would clear the click were not read.
    expect(outcome).toMatchObject({ kind: 'redirect', url });
  });

  it('still redirects when the queue does not take the message in time (the click may go uncounted)', async () => {
    const { token } = await campaignWithLinks();
    const stuck = { send: () => new Promise<never>(() => {}), sendBatch: () => new Promise<never>(() => {}) };
    const outcome = await followLink({ store, signing: signing(), clock, queue: stuck }, token);
    expect(outcome).toMatchObject({ kind: 'redirect', queued: 'slow' });
    const failing = {
      send: () => Promise.reject(new Error('down')),
      sendBatch: () => Promise.reject(new Error('down')),
    };
    expect(await followLink({ store, signing: signing(), clock, queue: failing }, token)).toMatchObject({
      kind: 'redirect',
      queued: 'failed',
    });
  });
});

describe('the campaign-clicks consumer', () => {
  const click = (campaignId: string, contactId: string, link: number): ClickMessage => ({
    clickId: randomUUID(),
    campaignId,
    contactId,
    link,
    at: new Date().toISOString(),
  });

  it('counts a click once although its message is delivered twice (in one batch, and again later)', async () => {
    const { campaignId, contactId } = await campaignWithLinks();
    const once = click(campaignId, contactId, 0);
    expect((await deliver([once, once])).batchItemFailures).toEqual([]);
    expect((await deliver([once])).batchItemFailures).toEqual([]);
    const e = await getEngagement(store, campaignId);
    expect([e.clicks, e.uniqueClickers, e.perLink(0).clicks, e.perLink(0).uniqueClickers]).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('keeps unique clickers right: every click counted, each contact once per link and once per campaign', async () => {
    const { campaignId, contactId: ann } = await campaignWithLinks();
    const bob = randomUUID();
    const clicks = [
      click(campaignId, ann, 0),
      click(campaignId, ann, 0),
      click(campaignId, ann, 1),
      click(campaignId, bob, 1),
    ];
    // Each delivered twice, all at once.
    expect((await deliver([...clicks, ...clicks])).batchItemFailures).toEqual([]);
    const e = await getEngagement(store, campaignId);
    expect([e.clicks, e.uniqueClickers]).toEqual([4, 2]);
    expect([e.perLink(0), e.perLink(1)]).toEqual([
      { clicks: 2, uniqueClickers: 1 },
      { clicks: 2, uniqueClickers: 2 },
    ]);
  });

  it('drops a message that is not a click, counting nothing', async () => {
    const { campaignId } = await campaignWithLinks();
    const bad = { ...click(campaignId, 'x', 0), clickId: 'not-a-uuid' };
    expect((await deliver([bad])).batchItemFailures).toEqual([]);
    expect((await getEngagement(store, campaignId)).clicks).toBe(0);
  });
});
