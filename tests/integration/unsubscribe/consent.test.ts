/**
 * Issue 30, "Consent" and "No mail bombs", against the local stack (the signups queue's worker, the SES
 * stand-in's store, cognito-local): a confirmation link confirms a pending contact once and never again
 * after an unsubscribe; opening it changes nothing (its page's button posts); a victim gets at most two
 * confirmation mails a day whatever the forms; a form of an account whose owner has not verified their
 * email sends nothing; the mail carries nothing a stranger typed.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emailHashOf } from '../../../lambdas/domain/contacts/email-hash';
import { runSignup } from '../../../lambdas/domain/signup/signup';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { viaCloudFront } from '../helpers/cloudfront';
import { verifyEmail } from '../helpers/cognito';
import type { TrackedUser } from '../tracking/support';
import {
  account,
  mailsTo,
  readContact,
  signing,
  store,
  verifiedAccount,
  viewer,
  waitForMails,
} from './support';

const { baseUrl } = inject('stack');
const newAddress = (tag = 'fan') => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

const subscribe = (trackingId: string, body: object, headers: Record<string, string> = viewer()) =>
  fetch(`${baseUrl}/api/subscribe/${trackingId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The token of the newest confirmation mail to `to` (waited for). */
async function tokenOf(to: string, count = 1): Promise<string> {
  const text = (await waitForMails(to, count)).at(-1)?.body.text ?? '';
  const link = /Confirm: (\S+)/.exec(text)?.[1] ?? '';
  return link.slice(link.lastIndexOf('/') + 1);
}

/** The confirmation page's button: a plain form post, its 303 returned, not followed. */
const press = (token: string) =>
  fetch(`${baseUrl}/api/subscribe/confirm/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
const openLink = (token: string) =>
  fetch(`${baseUrl}/api/subscribe/confirm/${token}`, { redirect: 'manual' });

async function contactOf(sub: string, email: string) {
  const claim = await store.get(keys.contactEmail(sub, await emailHashOf(signing(), email)));
  return typeof claim?.contactId === 'string' ? readContact(sub, claim.contactId) : undefined;
}

let shop: TrackedUser;
beforeAll(async () => {
  shop = await verifiedAccount();
});

describe('a confirmation link confirms a pending contact, once', () => {
  it('does not re-subscribe a contact its owner unsubscribed, by the old link (the issue’s reproduction)', async () => {
    const email = newAddress();
    expect((await subscribe(shop.trackingId, { email })).status).toBe(202);
    const token = await tokenOf(email);
    const confirmed = await press(token);
    expect(confirmed.headers.get('location')).toMatch(/\/subscribed\?status=confirmed$/);
    const contact = await contactOf(shop.sub, email);
    expect(contact?.status).toBe('subscribed');

    const off = await call(`/api/contacts/${contact!.contactId}`, {
      method: 'PATCH',
      token: shop.idToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'unsubscribed' }),
    });
    expect(off.status, off.text).toBe(200);
    // The same link again, as the probe did (GET) and as the page's button does (POST).
    await openLink(token);
    const again = await press(token);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).not.toMatch(/status=confirmed/);
    expect((await contactOf(shop.sub, email))?.status).toBe('unsubscribed');
  });

  it('does not re-subscribe a contact who unsubscribed by their own link either', async () => {
    const email = newAddress();
    await subscribe(shop.trackingId, { email });
    const token = await tokenOf(email);
    await press(token);
    const contact = await contactOf(shop.sub, email);
    const { signUnsubscribe } = await import('../../../lambdas/domain/links/unsubscribe-token');
    const u = await signUnsubscribe(signing(), {
      sub: shop.sub,
      contactId: contact!.contactId,
      campaignId: 'none',
    });
    expect((await fetch(`${baseUrl}/api/u/${u}`, { method: 'POST' })).status).toBe(200);
    expect((await press(token)).headers.get('location')).toMatch(/status=invalid$/);
    expect((await contactOf(shop.sub, email))?.status).toBe('unsubscribed');
  });
});

describe('opening the link changes nothing; its page’s button confirms', () => {
  it('GET answers the page (303 to it), the contact stays pending; POST confirms, twice is still once', async () => {
    const email = newAddress();
    await subscribe(shop.trackingId, { email });
    const mail = (await waitForMails(email)).at(-1)!;
    const link = /Confirm: (\S+)/.exec(mail.body.text ?? '')![1]!;
    const token = link.slice(link.lastIndexOf('/') + 1);
    expect(new URL(link).pathname).toBe(`/subscribe/confirm/${token}`);
    // What a link scanner does: open the link (the page itself is the web app's: tests/e2e/unsubscribe.test.ts),
    // and the API link of older mails.
    const opened = await openLink(token);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(new RegExp(`/subscribe/confirm/${token}$`));
    expect((await contactOf(shop.sub, email))?.status).toBe('pending');

    expect((await press(token)).headers.get('location')).toMatch(/status=confirmed$/);
    const first = await contactOf(shop.sub, email);
    expect(first).toMatchObject({ status: 'subscribed', statusReason: 'confirmed' });
    expect((await press(token)).headers.get('location')).toMatch(/status=confirmed$/);
    expect((await contactOf(shop.sub, email))?.consent).toEqual(first?.consent);
  });

  it('refuses bad input on the button’s route with a clear 4xx and changes nothing', async () => {
    const email = newAddress();
    await subscribe(shop.trackingId, { email });
    const token = await tokenOf(email);
    const post = (body: string, type: string) =>
      fetch(`${baseUrl}/api/subscribe/confirm/${token}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        redirect: 'manual',
      });
    expect((await post('x'.repeat(2048), 'application/x-www-form-urlencoded')).status).toBe(413);
    expect((await post('<a/>', 'text/html')).status).toBe(415);
    expect((await post('{"unterminated": ', 'application/json')).status).toBe(415);
    expect((await press('forged.token')).headers.get('location')).toMatch(/status=invalid$/);
    expect((await press('x'.repeat(401))).status).toBe(400);
    expect((await contactOf(shop.sub, email))?.status).toBe('pending');
  });
});

describe('no mail bombs', () => {
  it('mails one victim at most twice in 24 hours: 45 signups on one form, then 4 other forms', async () => {
    const victim = newAddress('victim');
    const others = await Promise.all([0, 1, 2, 3].map(() => verifiedAccount()));
    const one = await verifiedAccount();
    let n = 0;
    const from = () => viaCloudFront(`192.0.2.${(n++ % 250) + 1}:4${String(n).padStart(4, '0')}`);
    for (let i = 0; i < 45; i++)
      await subscribe(one.trackingId, { email: i % 2 ? victim.toUpperCase() : victim }, from());
    for (const form of others)
      expect((await subscribe(form.trackingId, { email: victim }, from())).status).toBe(202);
    // A last signup of another address on each form: once its mail is there, the victim's are done too.
    const sentinels = others.map(() => newAddress('sentinel'));
    for (const [i, form] of others.entries())
      await subscribe(form.trackingId, { email: sentinels[i]! }, from());
    for (const s of sentinels) await waitForMails(s);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = (await mailsTo(victim)).concat(await mailsTo(victim.toUpperCase()));
    expect(all).toHaveLength(2);
  }, 120_000);
});

describe('a form sends nothing for an unverified account, and nothing a stranger typed', () => {
  it('sends no mail until the account’s owner verified their email address', async () => {
    const unverified = await account();
    // The form answers at once, whatever the account: the work is the signups queue's.
    expect((await subscribe(unverified.trackingId, { email: newAddress() })).status).toBe(202);
    // That work for a signup while the owner is unverified, run here (signup.ts, the real ports), so it
    // surely runs before the owner verifies: the stack's worker may take the one above before or after.
    const early = newAddress();
    const full = createFullDeps(inject('stack').env);
    const message = {
      trackingId: unverified.trackingId,
      email: early,
      ip: '192.0.2.9',
      at: new Date().toISOString(),
    };
    const config = { siteUrl: full.config.billing.siteUrl ?? '', productSender: full.config.mailFrom };
    expect(await runSignup(full.ports, message, config)).toBe('account_email_unverified');
    await verifyEmail(unverified);
    const late = newAddress();
    await subscribe(unverified.trackingId, { email: late });
    await waitForMails(late);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(early)).toEqual([]);
  });

  it('puts neither the first name nor the unverified domain it typed in the mail', async () => {
    const bait = 'your account is locked, call +1-555-0100 or visit http://evil.test/login';
    const email = newAddress();
    await subscribe(shop.trackingId, { email, firstName: bait });
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirm your subscription to our mailing list');
    for (const part of [mail?.subject, mail?.body.text, mail?.body.html]) {
      expect(part).not.toContain('555-0100');
      expect(part).not.toContain('evil.test');
      expect(part).not.toContain(shop.domain);
    }
    // The person's first name is still kept on the contact, for the shop's own use.
    expect((await contactOf(shop.sub, email))?.firstName).toBe(bait);
  });
});
