import { describe, expect, it } from 'vitest';
import { newContactItem, type NewContact } from '../../../lambdas/domain/items/contact';
import {
  createContactWrites,
  deleteContactWrites,
  failedWriteOf,
  MAX_CONTACTS_PER_TRANSACTION,
  statusChangeWrites,
} from '../../../lambdas/domain/contacts/contact-writes';
import { keys } from '../../../lambdas/table';

const sub = 'user-1';
const at = '2026-01-01T00:00:00.000Z';
const person = (n: number, status: NewContact['status'] = 'subscribed'): NewContact => ({
  contactId: `c${n}`,
  email: ` Person${n}@Shop.test `,
  emailHash: `h${n}`,
  status,
  consent: { source: 'manual', at },
  at,
});

describe('createContactWrites', () => {
  it('puts COUNTS first with the limit as a condition, then a claim and the contact per person', () => {
    const { writes, items } = createContactWrites(sub, [person(1), person(2, 'pending'), person(3)], {
      limit: 500,
    });
    expect(writes[0]).toEqual({
      kind: 'update',
      key: keys.contactCounts(sub),
      set: { updatedAt: at },
      add: { subscribed: 2, pending: 1 },
      condition: { attribute: 'subscribed', lessThan: 499 },
    });
    expect(writes).toHaveLength(7);
    expect(writes[1]).toEqual({
      kind: 'put',
      item: { ...keys.contactEmail(sub, 'h1'), contactId: 'c1', updatedAt: at },
      condition: 'absent',
    });
    expect(writes[2]).toMatchObject({ kind: 'put', condition: 'absent', item: { contactId: 'c1' } });
    expect(items[0]).toMatchObject({
      ...keys.contact(sub, 'c1'),
      ...keys.contactStatusIndex(sub, 'subscribed', 'person1@shop.test', 'c1'),
      ...keys.contactEmailIndex(sub, 'person1@shop.test', 'c1'),
      email: 'Person1@Shop.test',
      emailKey: 'person1@shop.test',
    });
    expect(failedWriteOf(0)).toEqual({ kind: 'counts' });
    expect(failedWriteOf(3)).toEqual({ kind: 'claim', contact: 1 });
    expect(failedWriteOf(6)).toEqual({ kind: 'contact', contact: 2 });
  });

  it('adds pending contacts without a limit condition, and refuses more than a transaction holds', () => {
    expect(createContactWrites(sub, person(1, 'pending'), { limit: 0 }).writes[0]).not.toHaveProperty(
      'condition',
    );
    const many = Array.from({ length: MAX_CONTACTS_PER_TRANSACTION + 1 }, (_, i) => person(i));
    expect(() => createContactWrites(sub, many, { limit: 500 })).toThrow();
  });

  it('may replace the suppression of exactly the status the caller read (the person signing up again)', () => {
    const { writes } = createContactWrites(sub, person(1, 'pending'), {
      limit: 500,
      replacingSuppression: { h1: 'unsubscribed' },
    });
    expect(writes[1]).toMatchObject({
      condition: { absentOr: { attribute: 'suppressed', equals: 'unsubscribed' } },
    });
  });
});

describe('statusChangeWrites', () => {
  const contact = newContactItem(sub, person(1, 'pending'));

  it('moves one count and the status index, on condition that the status is still the one read', () => {
    const writes = statusChangeWrites(sub, contact, 'subscribed', { at, limit: 500, reason: 'confirmed' });
    expect(writes[0]).toMatchObject({
      add: { pending: -1, subscribed: 1 },
      condition: { attribute: 'subscribed', lessThan: 500 },
    });
    expect(writes[1]).toMatchObject({
      kind: 'update',
      key: keys.contact(sub, 'c1'),
      set: {
        status: 'subscribed',
        statusReason: 'confirmed',
        ...keys.contactStatusIndex(sub, 'subscribed', 'person1@shop.test', 'c1'),
      },
      condition: { attribute: 'status', equals: 'pending' },
    });
  });

  it('never blocks an unsubscribe on COUNTS, and does nothing when the status is already so', () => {
    expect(statusChangeWrites(sub, contact, 'unsubscribed', { at })[0]).not.toHaveProperty('condition');
    expect(statusChangeWrites(sub, contact, 'pending', { at })).toEqual([]);
    expect(() => statusChangeWrites(sub, contact, 'subscribed', { at })).toThrow(/limit/);
  });
});

describe('deleteContactWrites', () => {
  it('keeps a suppression item (hash, status, time; no address) for an unsubscribed contact', () => {
    const gone = { ...newContactItem(sub, person(1)), status: 'unsubscribed' as const };
    const writes = deleteContactWrites(sub, gone, at);
    expect(writes[0]).toMatchObject({ add: { unsubscribed: -1 } });
    expect(writes[1]).toEqual({
      kind: 'update',
      key: keys.contactEmail(sub, 'h1'),
      set: { contactId: undefined, suppressed: 'unsubscribed', updatedAt: at },
    });
    expect(writes[2]).toEqual({
      kind: 'delete',
      key: keys.contact(sub, 'c1'),
      condition: { attribute: 'status', equals: 'unsubscribed' },
    });
  });

  it('frees the address of a subscribed contact', () => {
    const writes = deleteContactWrites(sub, [newContactItem(sub, person(2))], at);
    expect(writes[1]).toEqual({ kind: 'delete', key: keys.contactEmail(sub, 'h2') });
  });
});
