/**
 * The worker's claim of one recipient (lambdas/domain/sending/claim-to-mail.ts) against DynamoDB Local: a
 * plain conditional Put of the claim, then a strongly consistent GetItem of the contact, which decides
 * whether (and where) the person is mailed. The send-control race test shows the end result over HTTP; these
 * pin each path of the read and the order the strictness rests on (claim written before the contact is read).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimToMail } from '../../../lambdas/domain/sending/claim-to-mail';
import type { BatchRecipient } from '../../../lambdas/domain/sending/messages';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { seedContacts } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();
const LEASE = 60_000;

async function contact(email: string, status: 'subscribed' | 'unsubscribed' = 'subscribed') {
  const sub = randomUUID();
  const [id] = await seedContacts({ store, ses: '' }, sub, [{ email, firstName: 'Ada', status }]);
  return { sub, campaignId: randomUUID(), recipient: { id: id as string, email, firstName: 'Ada' } };
}

const claim = (
  s: Store,
  input: { sub: string; campaignId: string; recipient: BatchRecipient },
  now = () => Date.now(),
) => claimToMail(s, { ...input, now, leaseMs: LEASE });

const recipientItem = (campaignId: string, contactId: string) =>
  store.get(keys.campaignRecipient(campaignId, contactId));

describe('claimToMail', () => {
  it('mails a subscribed contact at the batch’s address and leaves the claim held for the send', async () => {
    const c = await contact(`ok-${randomUUID()}@example.com`);
    const result = await claim(store, c);
    expect(result).toMatchObject({ kind: 'mail', to: c.recipient });
    expect(await recipientItem(c.campaignId, c.recipient.id)).toMatchObject({ state: 'claimed' });
    // A second delivery of the batch finds the claim held.
    expect(await claim(store, c)).toEqual({ kind: 'held' });
  });

  it('writes the claim before it reads the contact (an unsubscribe after the read finds the claim)', async () => {
    const c = await contact(`order-${randomUUID()}@example.com`);
    const seen: unknown[] = [];
    const contactKey = keys.contact(c.sub, c.recipient.id);
    // The real store, observed: when the contact is read, what does the claim item hold at that moment?
    const observed: Store = Object.assign(Object.create(store) as Store, {
      get: async (key: { pk: string; sk: string }) => {
        if (key.pk === contactKey.pk && key.sk === contactKey.sk)
          seen.push((await recipientItem(c.campaignId, c.recipient.id))?.state);
        return store.get(key);
      },
    });
    expect(await claim(observed, c)).toMatchObject({ kind: 'mail' });
    expect(seen).toEqual(['claimed']);
  });

  it('mails a contact whose address changed since the batch was made at the address stored now', async () => {
    const c = await contact(`old-${randomUUID()}@example.com`);
    const now = `new-${randomUUID()}@example.com`;
    await store.update(keys.contact(c.sub, c.recipient.id), { email: now, firstName: 'Grace' });
    expect(await claim(store, c)).toMatchObject({
      kind: 'mail',
      to: { id: c.recipient.id, email: now, firstName: 'Grace' },
    });
  });

  it('skips an unsubscribed contact with the reason, settling the claim it took', async () => {
    const c = await contact(`gone-${randomUUID()}@example.com`);
    await store.update(keys.contact(c.sub, c.recipient.id), { status: 'unsubscribed' });
    expect(await claim(store, c)).toEqual({
      kind: 'settled',
      settled: { state: 'skipped', reason: 'status_unsubscribed' },
    });
    expect(await recipientItem(c.campaignId, c.recipient.id)).toMatchObject({
      state: 'skipped',
      reason: 'status_unsubscribed',
    });
    // A redelivery counts the same skip and mails nobody.
    expect(await claim(store, c)).toEqual({
      kind: 'settled',
      settled: { state: 'skipped', reason: 'status_unsubscribed' },
    });
  });

  it('skips a deleted contact as deleted', async () => {
    const c = await contact(`deleted-${randomUUID()}@example.com`);
    await store.delete(keys.contact(c.sub, c.recipient.id));
    expect(await claim(store, c)).toEqual({
      kind: 'settled',
      settled: { state: 'skipped', reason: 'deleted' },
    });
  });

  it('takes over a claim whose lease ran out and reads the contact again after it', async () => {
    const c = await contact(`crash-${randomUUID()}@example.com`);
    const t0 = Date.now();
    expect(await claim(store, c, () => t0)).toMatchObject({ kind: 'mail' });
    // The worker died after claiming; the person unsubscribed; the lease ran out.
    await store.update(keys.contact(c.sub, c.recipient.id), { status: 'unsubscribed' });
    expect(await claim(store, c, () => t0 + LEASE - 1)).toEqual({ kind: 'held' });
    expect(await claim(store, c, () => t0 + LEASE + 1)).toEqual({
      kind: 'settled',
      settled: { state: 'skipped', reason: 'status_unsubscribed' },
    });
  });
});
