/**
 * The worker's chunk claim (lambdas/domain/sending/chunk-claim.ts, chunk-prep.ts) and the unsubscribe's wait
 * for mails in flight (in-flight.ts) against DynamoDB Local. The send-control race test shows the end result
 * over HTTP; these pin each path and the order the strictness rests on: the chunk's claim, naming its
 * contacts, is written before the contacts are read, and it is let go only after their marks.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimChunk, releaseChunk } from '../../../lambdas/domain/items/chunk-claim';
import { prepareChunk } from '../../../lambdas/domain/campaigns/send/chunk-prep';
import { awaitInFlightSends } from '../../../lambdas/domain/campaigns/send/in-flight';
import { recipientMark } from '../../../lambdas/domain/items/recipient-mark';
import { getMany, type Key, type Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { seedContacts } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();
const LEASE = 60_000;

async function chunkOf(statuses: ('subscribed' | 'unsubscribed')[]) {
  const sub = randomUUID();
  const people = statuses.map((status, i) => ({
    email: `c${i}-${randomUUID()}@example.com`,
    firstName: `N${i}`,
    status,
  }));
  const ids = await seedContacts({ store, ses: '' }, sub, people);
  return {
    sub,
    campaignId: randomUUID(),
    chunkId: `b-${randomUUID().slice(0, 8)}#25.0`,
    recipients: ids.map((id, i) => ({ id, email: people[i]?.email as string, firstName: `N${i}` })),
  };
}

const prepare = (s: Store, c: Awaited<ReturnType<typeof chunkOf>>, now = () => Date.now()) =>
  prepareChunk(s, { ...c, now, leaseMs: LEASE });

describe('prepareChunk', () => {
  it('claims the chunk, then reads every contact and mark in one batched read that sees the claim', async () => {
    const c = await chunkOf(['subscribed', 'unsubscribed', 'subscribed']);
    const seen: unknown[] = [];
    let singleGets = 0;
    const observed: Store = Object.assign(Object.create(store) as Store, {
      get: (key: Key) => {
        singleGets++;
        return store.get(key);
      },
      getMany: async (many: readonly Key[]) => {
        // When the contacts are read, is the chunk's claim, naming them, already stored?
        seen.push((await store.get(keys.campaignChunk(c.campaignId, c.chunkId)))?.contactIds);
        return getMany(store, many);
      },
    });
    const prep = await prepare(observed, c);
    expect(seen).toEqual([c.recipients.map((r) => r.id)]);
    expect(singleGets).toBe(0);
    expect(prep.kind).toBe('ready');
    if (prep.kind !== 'ready') return;
    expect(prep.plans.map((p) => p.kind)).toEqual(['mail', 'skip', 'mail']);
    expect(prep.plans[1]).toMatchObject({ reason: 'status_unsubscribed' });
  });

  it('keeps a second delivery off while the lease runs, and lets it take over after', async () => {
    const c = await chunkOf(['subscribed']);
    const t0 = Date.now();
    expect((await prepare(store, c, () => t0)).kind).toBe('ready');
    expect(await prepare(store, c, () => t0 + 1_000)).toEqual({ kind: 'held', leaseUntil: t0 + LEASE });
    const later = await prepare(store, c, () => t0 + LEASE + 1);
    expect(later.kind).toBe('ready');
    expect(await store.get(keys.campaignChunk(c.campaignId, c.chunkId))).toMatchObject({
      takenOver: true,
      claimedAt: t0 + LEASE + 1,
    });
    // The first holder, late, cannot let go of the claim it lost.
    await releaseChunk(store, { campaignId: c.campaignId, chunkId: c.chunkId, claimedAt: t0 });
    expect(await store.get(keys.campaignChunk(c.campaignId, c.chunkId))).toBeDefined();
    await releaseChunk(store, { campaignId: c.campaignId, chunkId: c.chunkId, claimedAt: t0 + LEASE + 1 });
    expect(await store.get(keys.campaignChunk(c.campaignId, c.chunkId))).toBeUndefined();
  });

  it('finds who an earlier delivery settled, mails a changed address, and skips a deleted contact', async () => {
    const c = await chunkOf(['subscribed', 'subscribed', 'subscribed']);
    const [done, moved, gone] = c.recipients as [
      (typeof c.recipients)[0],
      (typeof c.recipients)[0],
      (typeof c.recipients)[0],
    ];
    await store.put(recipientMark(c.campaignId, done.id, 'sent', { messageId: 'm-1' }));
    await store.update(keys.contact(c.sub, moved.id), { email: `new-${randomUUID()}@example.com` });
    const newEmail = (await store.get(keys.contact(c.sub, moved.id)))?.email;
    await store.delete(keys.contact(c.sub, gone.id));
    const prep = await prepare(store, c);
    if (prep.kind !== 'ready') throw new Error('expected the claim');
    expect(prep.plans[0]).toMatchObject({ kind: 'settled', settled: { state: 'sent' } });
    expect(prep.plans[1]).toMatchObject({ kind: 'mail', to: { id: moved.id, email: newEmail } });
    expect(prep.plans[2]).toMatchObject({ kind: 'skip', reason: 'deleted' });
  });

  it('takes a live chunk whose recipients are all marked as settled, on its holder’s claim; one unmarked keeps it held', async () => {
    const c = await chunkOf(['subscribed', 'subscribed']);
    const t0 = Date.now();
    expect((await prepare(store, c, () => t0)).kind).toBe('ready');
    const [first, second] = c.recipients as [(typeof c.recipients)[0], (typeof c.recipients)[0]];
    // The holder marked one of two, then died: the other's mail may be in flight.
    await store.put(recipientMark(c.campaignId, first.id, 'sent', { messageId: 'm-1', claimedAt: t0 }));
    expect(await prepare(store, c, () => t0 + 1_000)).toEqual({ kind: 'held', leaseUntil: t0 + LEASE });
    // Both marked (it died before letting the chunk go): nothing of it is in flight, so it is ready, its
    // recipients settled, and its claim is the holder's (let go after the count, on the holder's claimedAt).
    await store.put(recipientMark(c.campaignId, second.id, 'skipped', { reason: 'status_unsubscribed' }));
    const prep = await prepare(store, c, () => t0 + 1_000);
    expect(prep).toEqual({
      kind: 'ready',
      claimedAt: t0,
      plans: [
        { kind: 'settled', recipient: first, settled: { state: 'sent' } },
        { kind: 'settled', recipient: second, settled: { state: 'skipped', reason: 'status_unsubscribed' } },
      ],
    });
    await releaseChunk(store, { campaignId: c.campaignId, chunkId: c.chunkId, claimedAt: t0 });
    expect(await store.get(keys.campaignChunk(c.campaignId, c.chunkId))).toBeUndefined();
  });
});

describe('awaitInFlightSends', () => {
  async function sendingCampaign(sub: string, campaignId: string) {
    await store.put({ ...keys.campaign(sub, campaignId), campaignId, status: 'sending' });
  }

  it('waits while a live chunk names the contact and its mark is not written, and answers once it is', async () => {
    const c = await chunkOf(['subscribed', 'subscribed']);
    await sendingCampaign(c.sub, c.campaignId);
    const [held, other] = c.recipients as [(typeof c.recipients)[0], (typeof c.recipients)[0]];
    await claimChunk(store, {
      campaignId: c.campaignId,
      chunkId: c.chunkId,
      contactIds: [held.id],
      now: Date.now(),
      leaseMs: LEASE,
    });
    // Not named by any chunk: no wait at all.
    expect(await awaitInFlightSends(store, c.sub, other.id, { timeoutMs: 0 })).toBe(true);
    // Named, no mark yet: still in flight when the time is up.
    expect(await awaitInFlightSends(store, c.sub, held.id, { timeoutMs: 150 })).toBe(false);
    // The mark lands while it waits: it answers.
    const waiting = awaitInFlightSends(store, c.sub, held.id, { timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await store.put(recipientMark(c.campaignId, held.id, 'sent', { messageId: 'm' }));
    expect(await waiting).toBe(true);
  });

  it('does not wait for a chunk let go, or one whose lease ran out (its holder died)', async () => {
    const c = await chunkOf(['subscribed']);
    await sendingCampaign(c.sub, c.campaignId);
    const id = (c.recipients[0] as { id: string }).id;
    const at = Date.now();
    await claimChunk(store, {
      campaignId: c.campaignId,
      chunkId: c.chunkId,
      contactIds: [id],
      now: at,
      leaseMs: LEASE,
    });
    expect(await awaitInFlightSends(store, c.sub, id, { timeoutMs: 0, now: () => at + LEASE + 1 })).toBe(
      true,
    );
    expect(await awaitInFlightSends(store, c.sub, id, { timeoutMs: 0 })).toBe(false);
    await releaseChunk(store, { campaignId: c.campaignId, chunkId: c.chunkId, claimedAt: at });
    expect(await awaitInFlightSends(store, c.sub, id, { timeoutMs: 0 })).toBe(true);
  });
});
