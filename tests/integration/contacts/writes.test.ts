import { describe, expect, it } from 'vitest';
import { addContact } from '../../../lambdas/domain/contacts/add-contact';
import { applyStatusChange } from '../../../lambdas/domain/contacts/apply-status-change';
import { deleteContacts } from '../../../lambdas/domain/contacts/delete-contacts';
import { emailHashOf } from '../../../lambdas/domain/contacts/email-hash';
import { insertContacts } from '../../../lambdas/domain/contacts/insert-contacts';
import { DomainError } from '../../../lambdas/domain/errors';
import { keys } from '../../../lambdas/table';
import { contactLimits } from '../../../shared/plans';
import { tableStore } from '../setup/support';
import { claimsOf, clock, countsAndTruth, fakeSub, newContact, signing } from './support';

/**
 * The contact write builders against DynamoDB Local (issue 20): COUNTS changes in the same transaction as
 * every contact write, the plan limit is a condition on it, an address is claimed once, and a deleted
 * contact's address stays suppressed by its keyed hash.
 */
const store = tableStore();
const deps = { store, clock, signing: signing() };

/** `n` subscribed contacts straight through the builders, 49 a transaction. */
async function seed(sub: string, n: number, prefix = 'seed') {
  for (let start = 0; start < n; start += 49) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(49, n - start) }, (_, i) =>
        newContact(`${prefix}${start + i}@shop.test`),
      ),
    );
    const { notAdded } = await insertContacts(store, sub, batch, { limit: 1_000_000 });
    expect(notAdded).toEqual([]);
  }
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('plan limit under concurrency', () => {
  it('20 concurrent adds with room for 10 (free: 500): exactly 10 get in, the rest a 403 in the plan words', async () => {
    const sub = fakeSub(); // no profile: the free plan's limit
    await seed(sub, contactLimits.free - 10);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => addContact(deps, sub, { email: `race${i}@shop.test` })),
    );
    const added = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(added).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect((r.reason as DomainError).kind).toBe('forbidden');
      expect((r.reason as DomainError).message).toBe(
        'Your plan allows 500 subscribed contacts. Upgrade to add more.',
      );
    }
    const { counts, truth, total } = await countsAndTruth(store, sub);
    expect(total).toBe(500);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(500);
    expect(await claimsOf(store, sub)).toHaveLength(500);
  });

  it('a batch larger than the room adds what fits and names the rest over-limit; pending ones still go in', async () => {
    const sub = fakeSub();
    await seed(sub, contactLimits.free - 2);
    const batch = [
      await newContact('a@shop.test'),
      await newContact('b@shop.test', 'pending'),
      await newContact('c@shop.test'),
      await newContact('d@shop.test'),
    ];
    const { added, notAdded } = await insertContacts(store, sub, batch, { limit: contactLimits.free });
    expect(added.map((c) => c.email).sort()).toEqual(['a@shop.test', 'b@shop.test', 'c@shop.test']);
    expect(notAdded).toEqual([{ index: 3, reason: 'over-limit' }]);
    const { counts, truth } = await countsAndTruth(store, sub);
    expect(counts).toEqual(truth);
    expect(counts).toMatchObject({ subscribed: 500, pending: 1 });
  });

  it('pending -> subscribed (a confirmed opt-in) is refused at the limit and allowed below it', async () => {
    const sub = fakeSub();
    await seed(sub, contactLimits.free - 1);
    const one = await newContact('one@shop.test', 'pending');
    const two = await newContact('two@shop.test', 'pending');
    await insertContacts(store, sub, [one, two], { limit: contactLimits.free });
    const first = await applyStatusChange(store, sub, one.contactId, 'subscribed', { reason: 'confirmed' });
    expect(first).toMatchObject({ changed: true, contact: { status: 'subscribed' } });
    const error = await errorOf(
      applyStatusChange(store, sub, two.contactId, 'subscribed', { reason: 'confirmed' }),
    );
    expect(error).toMatchObject({ kind: 'forbidden', code: 'contact_limit_reached' });
    const { counts, truth } = await countsAndTruth(store, sub);
    expect(counts).toEqual(truth);
    expect(counts).toMatchObject({ subscribed: 500, pending: 1 });
  });
});

describe('one contact per address', () => {
  it('the same address in any case or Unicode form is one contact: 409 in careful words', async () => {
    const sub = fakeSub();
    await addContact(deps, sub, { email: 'Ann@Shop.test' });
    const error = await errorOf(addContact(deps, sub, { email: '  ann@shop.TEST ' }));
    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'contact_exists',
      message: 'ann@shop.TEST is already in your contacts.',
    });
    expect((await countsAndTruth(store, sub)).total).toBe(1);
  });

  it('two overlapping batches at once never create an address twice, and counts stay exact', async () => {
    const sub = fakeSub();
    const emails = Array.from({ length: 40 }, (_, i) => `overlap${i}@shop.test`);
    const a = await Promise.all(emails.slice(0, 30).map((e) => newContact(e)));
    const b = await Promise.all(emails.slice(10, 40).map((e) => newContact(e.toUpperCase())));
    const [ra, rb] = await Promise.all([
      insertContacts(store, sub, a, { limit: 500 }),
      insertContacts(store, sub, b, { limit: 500 }),
    ]);
    expect(ra.added.length + rb.added.length).toBe(40);
    expect(ra.notAdded.length + rb.notAdded.length).toBe(20);
    expect([...ra.notAdded, ...rb.notAdded].every((n) => n.reason === 'exists')).toBe(true);
    const { counts, truth, total } = await countsAndTruth(store, sub);
    expect(total).toBe(40);
    expect(counts).toEqual(truth);
    expect(await claimsOf(store, sub)).toHaveLength(40);
  });
});

describe('a batch (what an import writes)', () => {
  it('sets aside an address repeated in the batch and addresses already known, adding the rest', async () => {
    const sub = fakeSub();
    await addContact(deps, sub, { email: 'known@shop.test' });
    const batch = [
      await newContact('new@shop.test'),
      await newContact('NEW@shop.test'),
      await newContact('known@shop.test'),
      await newContact('other@shop.test'),
    ];
    const { added, notAdded } = await insertContacts(store, sub, batch, { limit: 500 });
    expect(added.map((c) => c.email)).toEqual(['new@shop.test', 'other@shop.test']);
    expect(notAdded).toEqual([
      { index: 1, reason: 'duplicate', of: 0 },
      { index: 2, reason: 'exists', contactId: expect.any(String) },
    ]);
    const { counts, truth, total } = await countsAndTruth(store, sub);
    expect(total).toBe(3);
    expect(counts).toEqual(truth);
  });

  it('a re-import of 49 known addresses adds none and changes nothing', async () => {
    const sub = fakeSub();
    await seed(sub, 49, 'again');
    const before = await countsAndTruth(store, sub);
    const batch = await Promise.all(Array.from({ length: 49 }, (_, i) => newContact(`AGAIN${i}@shop.test`)));
    const { added, notAdded } = await insertContacts(store, sub, batch, { limit: 500 });
    expect(added).toEqual([]);
    expect(notAdded.map((n) => n.reason)).toEqual(Array(49).fill('exists'));
    expect(await countsAndTruth(store, sub)).toEqual(before);
  });
});

describe('status changes and deletes keep counts exact and suppress', () => {
  it('concurrent unsubscribes of one contact count once', async () => {
    const sub = fakeSub();
    const c = await addContact(deps, sub, { email: 'twice@shop.test' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyStatusChange(store, sub, c.contactId, 'unsubscribed', { reason: 'unsubscribe link' }),
      ),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const { counts, truth } = await countsAndTruth(store, sub);
    expect(counts).toEqual(truth);
    expect(counts).toMatchObject({ subscribed: 0, unsubscribed: 1 });
  });

  it('deleting an unsubscribed contact keeps only the keyed hash; the address can never be re-added', async () => {
    const sub = fakeSub();
    const c = await addContact(deps, sub, { email: 'gone@shop.test', firstName: 'Gone' });
    await applyStatusChange(store, sub, c.contactId, 'unsubscribed', { reason: 'unsubscribe link' });
    expect(await deleteContacts(store, sub, [c.contactId], clock.now().toISOString())).toEqual([c.contactId]);
    const claim = await store.get(keys.contactEmail(sub, await emailHashOf(deps.signing, 'gone@shop.test')));
    expect(claim).toEqual({
      ...keys.contactEmail(sub, c.emailHash),
      suppressed: 'unsubscribed',
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(claim)).not.toContain('gone@');
    const error = await errorOf(addContact(deps, sub, { email: 'GONE@shop.test' }));
    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'contact_suppressed',
      message: 'GONE@shop.test cannot be added again: this address unsubscribed, so we will not email it.',
    });
    const { counts, truth, total } = await countsAndTruth(store, sub);
    expect(total).toBe(0);
    expect(counts).toEqual(truth);
  });

  it('deleting a subscribed contact frees the address', async () => {
    const sub = fakeSub();
    const c = await addContact(deps, sub, { email: 'again@shop.test' });
    await deleteContacts(store, sub, [c.contactId], clock.now().toISOString());
    expect(await claimsOf(store, sub)).toEqual([]);
    await addContact(deps, sub, { email: 'again@shop.test' });
    const { counts, truth } = await countsAndTruth(store, sub);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(1);
  });

  it('concurrent deletes, status changes and adds keep COUNTS equal to the contacts', async () => {
    const sub = fakeSub();
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await addContact(deps, sub, { email: `mix${i}@shop.test` }));
    await Promise.all([
      deleteContacts(
        store,
        sub,
        made.slice(0, 6).map((c) => c.contactId),
        clock.now().toISOString(),
      ),
      deleteContacts(
        store,
        sub,
        made.slice(3, 9).map((c) => c.contactId),
        clock.now().toISOString(),
      ),
      ...made
        .slice(4, 12)
        .map((c) => applyStatusChange(store, sub, c.contactId, 'bounced', { reason: 'bounce' })),
      ...Array.from({ length: 6 }, (_, i) => addContact(deps, sub, { email: `new${i}@shop.test` })),
    ]);
    const { counts, truth, total } = await countsAndTruth(store, sub);
    expect(counts).toEqual(truth);
    expect(total).toBe(12 - 9 + 6);
  });
});
