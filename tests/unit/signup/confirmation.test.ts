/**
 * Issue 30: the confirmation mail carries fixed words and the account's verified domain only, and a link
 * confirms a pending contact, or an unsubscribed one only when the link is newer than the unsubscribe.
 */
import { describe, expect, it } from 'vitest';
import { confirmableFrom } from '../../../lambdas/domain/signup/confirm-signup';
import { confirmationMail } from '../../../lambdas/domain/signup/confirmation-mail';
import type { ContactRecord } from '../../../lambdas/domain/items/contact';
import type { ContactStatus } from '../../../shared/contracts/contacts';

describe('confirmationMail', () => {
  const link = 'https://app.example/subscribe/confirm/tok';
  it('names the verified domain in the subject, or no domain at all', () => {
    const verified = confirmationMail({
      to: 'a@b.co',
      from: 'noreply@shop.example',
      sender: 'shop.example',
      link,
    });
    expect(verified.subject).toBe('Confirm your subscription to shop.example');
    const none = confirmationMail({ to: 'a@b.co', from: 'x@junglemail.app', sender: undefined, link });
    expect(none.subject).toBe('Confirm your subscription to our mailing list');
  });

  it('has no field for what a submitter typed: the body is fixed words, the link and the domain', () => {
    const mail = confirmationMail({ to: 'a@b.co', from: 'f@x.co', sender: undefined, link });
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Please confirm that you want to get emails from our mailing list.',
        '',
        `Confirm: ${link}`,
        '',
        'This link works for 7 days. If you did not sign up, ignore this email: you will not be added.',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>Hello,</p>');
  });
});

describe('confirmableFrom', () => {
  const issued = Date.parse('2026-11-20T10:00:00Z');
  const contact = (status: ContactStatus, updatedAt: string) => ({ status, updatedAt }) as ContactRecord;
  it.each([
    ['pending', '2026-11-21T00:00:00Z', 'pending'],
    ['pending', '2026-11-19T00:00:00Z', 'pending'],
    // Left before the link was made, signed up again: the new link may confirm.
    ['unsubscribed', '2026-11-19T00:00:00Z', 'unsubscribed'],
    // Unsubscribed after the link was made (the reproduction), or in the same second: never.
    ['unsubscribed', '2026-11-21T00:00:00Z', undefined],
    ['unsubscribed', '2026-11-20T10:00:00.500Z', undefined],
    ['subscribed', '2026-11-19T00:00:00Z', undefined],
    ['bounced', '2026-11-19T00:00:00Z', undefined],
    ['complained', '2026-11-19T00:00:00Z', undefined],
  ] as const)('%s, changed %s -> %s', (status, updatedAt, from) => {
    expect(confirmableFrom(contact(status, updatedAt), issued)).toBe(from);
  });
});
