import { describe, expect, it } from 'vitest';
import type { Contact } from '../../../shared/contracts/contacts';
import {
  canUnsubscribe,
  contactFormSchema,
  createBody,
  formFromContact,
  fullName,
  parseTags,
  tagSchema,
  updateBody,
} from '../../../web/features/contacts/contact-form';

const base = { email: 'ada@example.com', firstName: '', lastName: '', tags: '', unsubscribe: false };
const contact: Contact = {
  id: 'c1',
  email: 'Ada@Example.com',
  firstName: 'Ada',
  tags: ['vip', 'customers'],
  status: 'subscribed',
  consent: { source: 'manual', at: '2026-01-01T00:00:00.000Z' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const firstError = (values: typeof base) => contactFormSchema.safeParse(values).error?.issues[0];

describe('the add / edit contact form', () => {
  it('turns the tags line into lowercase tags without blanks or repeats', () => {
    expect(parseTags(' VIP, newsletter ,, vip ,Customers ')).toEqual(['vip', 'newsletter', 'customers']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('refuses a missing or malformed address in plain words, on the email field', () => {
    expect(firstError({ ...base, email: '  ' })).toMatchObject({
      path: ['email'],
      message: 'Enter an email address.',
    });
    expect(firstError({ ...base, email: 'ada@' })).toMatchObject({
      path: ['email'],
      message: 'Enter a valid email address, like name@example.com.',
    });
  });

  it('refuses more than 20 tags and a tag over 40 characters, as the API does', () => {
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(firstError({ ...base, tags: many })?.message).toBe('A contact has at most 20 tags.');
    expect(firstError({ ...base, tags: `ok, ${'x'.repeat(41)}` })?.message).toMatch(/^A tag is at most 40/);
    expect(firstError({ ...base, firstName: 'x'.repeat(101) })?.message).toBe(
      'A name is at most 100 characters.',
    );
  });

  it('sends a trimmed add without empty names, and an edit that can clear a name and unsubscribe', () => {
    const added = contactFormSchema.parse({ ...base, email: ' ada@example.com ', tags: 'VIP' });
    expect(createBody(added)).toEqual({ email: 'ada@example.com', tags: ['vip'] });
    const edited = contactFormSchema.parse({
      ...formFromContact(contact),
      firstName: ' ',
      unsubscribe: true,
    });
    expect(updateBody(edited)).toEqual({
      firstName: '',
      lastName: '',
      tags: ['vip', 'customers'],
      status: 'unsubscribed',
    });
    expect(updateBody({ ...edited, unsubscribe: false })).not.toHaveProperty('status');
  });

  it('edits custom fields as text: a value is sent trimmed, an emptied one as null (removed)', () => {
    const withFields = { ...contact, fields: { city: 'Lyon', plan: 3, birthday: '1990-03-25' } };
    const form = formFromContact(withFields);
    expect(form.fields).toEqual({ city: 'Lyon', plan: '3', birthday: '1990-03-25' });
    const edited = contactFormSchema.parse({ ...form, fields: { ...form.fields, city: ' ', plan: ' 4 ' } });
    expect(updateBody(edited).fields).toEqual({ city: null, plan: '4', birthday: '1990-03-25' });
    expect(updateBody(contactFormSchema.parse(base))).not.toHaveProperty('fields');
    expect(firstError({ ...base, fields: { city: 'x'.repeat(201) } } as typeof base)?.message).toBe(
      "A field's value is at most 200 characters.",
    );
  });

  it('adds custom fields typed in the add dialog: trimmed, empty ones left out', () => {
    const added = contactFormSchema.parse({
      ...base,
      email: 'ada@example.com',
      fields: { city: ' Lyon ', plan: ' ', birthday: '1990-03-25' },
    });
    expect(createBody(added)).toEqual({
      email: 'ada@example.com',
      tags: [],
      fields: { city: 'Lyon', birthday: '1990-03-25' },
    });
    const blank = contactFormSchema.parse({ ...base, email: 'ada@example.com', fields: { city: '' } });
    expect(createBody(blank)).not.toHaveProperty('fields');
  });

  it('offers the unsubscribe only for subscribed or pending contacts', () => {
    expect(canUnsubscribe(contact)).toBe(true);
    expect(canUnsubscribe({ ...contact, status: 'pending' })).toBe(true);
    expect(canUnsubscribe({ ...contact, status: 'bounced' })).toBe(false);
    expect(canUnsubscribe(null)).toBe(false);
  });

  it('checks one bulk tag at a time', () => {
    expect(tagSchema.parse('  VIP ')).toBe('vip');
    expect(tagSchema.safeParse('a, b').error?.issues[0]?.message).toBe(
      'One tag at a time: a tag cannot contain a comma.',
    );
    expect(tagSchema.safeParse(' ').error?.issues[0]?.message).toBe('Enter a tag.');
  });

  it('shows a name when there is one', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({})).toBe('');
  });
});
