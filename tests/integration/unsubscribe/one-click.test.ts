/**
 * The signed unsubscribe links against the local stack (docs/product.md › Unsubscribe and signup form):
 * RFC 8058 one-click POST with no cookies and no sign-in, the page's read, its choices, the preview token,
 * and altered or forged tokens refused with nothing changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { unsubscribePageSchema } from '../../../shared/contracts/unsubscribe';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import type { TrackedUser } from '../tracking/support';
import { account, contactOf, countsFor, readContact, signing, store, tokenFor } from './support';
import { signOptin } from '../../../lambdas/domain/links/optin-token';

let ann: TrackedUser;
let ben: TrackedUser;

beforeAll(async () => {
  [ann, ben] = await Promise.all([account(), account()]);
});

const oneClick = (token: string, init: { body?: string; type?: string } = {}) =>
  call(`/api/u/${token}`, {
    method: 'POST',
    headers: { 'content-type': init.type ?? 'application/x-www-form-urlencoded' },
    body: init.body ?? 'List-Unsubscribe=One-Click',
  });
const preferences = (token: string, body: unknown) =>
  call(`/api/u/${token}/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('RFC 8058 one-click POST /api/u/{token}', () => {
  it('unsubscribes at once with no cookies and no sign-in: the status is written when the 200 arrives', async () => {
    const { contactId } = await contactOf(ann.sub);
    const before = await countsFor(ann.sub);
    const res = await oneClick(await tokenFor(ann.sub, contactId, 'c0ffee00-aaaa-4bbb-8ccc-dddddddddddd'));
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    // Read right after the answer: no background work is left to do it.
    expect(await readContact(ann.sub, contactId)).toMatchObject({
      status: 'unsubscribed',
      statusReason: 'one-click',
    });
    const after = await countsFor(ann.sub);
    expect(after.subscribed).toBe(before.subscribed - 1);
    expect(after.unsubscribed).toBe(before.unsubscribed + 1);
  });

  it('works whatever the body and content type, and twice counts once', async () => {
    const { contactId } = await contactOf(ann.sub);
    const token = await tokenFor(ann.sub, contactId);
    const before = await countsFor(ann.sub);
    const multipart =
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect((await oneClick(token, { type: 'multipart/form-data; boundary=b', body: multipart })).status).toBe(
      200,
    );
    expect((await oneClick(token, { type: 'text/plain', body: '' })).status).toBe(200);
    const after = await countsFor(ann.sub);
    expect(after.unsubscribed - before.unsubscribed).toBe(1);
    expect(after.subscribed - before.subscribed).toBe(-1);
  });

  it('leaves a bounced contact bounced, and answers 200 for a contact deleted since', async () => {
    const { contactId } = await contactOf(ann.sub, 'bounced');
    expect((await oneClick(await tokenFor(ann.sub, contactId))).status).toBe(200);
    expect((await readContact(ann.sub, contactId))?.status).toBe('bounced');
    expect((await oneClick(await tokenFor(ann.sub, 'a-contact-that-is-gone'))).status).toBe(200);
  });

  it("refuses an altered or forged token with 404 and changes nobody's status", async () => {
    const mine = await contactOf(ann.sub);
    const theirs = await contactOf(ben.sub);
    const token = await tokenFor(ann.sub, mine.contactId);
    // base64url(payload) then the 22-character MAC.
    const payload = token.slice(0, -22);
    const mac = token.slice(-22);
    const fields = Buffer.from(payload, 'base64url').toString().split('.');
    const swapped = (i: number, value: string) => {
      const next = [...fields];
      next[i] = value;
      return Buffer.from(next.join('.')).toString('base64url') + mac;
    };
    const forged = [
      swapped(1, ben.sub), // another account
      swapped(2, theirs.contactId), // another contact
      swapped(3, 'preview'),
      payload + 'A'.repeat(mac.length),
      await signOptin(signing(), { sub: ann.sub, contactId: mine.contactId }, new Date()),
      'not-a-token',
    ];
    for (const bad of forged) {
      const res = await oneClick(bad);
      expect(res.status, bad).toBe(404);
      expect(res.body).toMatchObject({ error: 'invalid_link' });
      expect((await call(`/api/u/${bad}`)).status).toBe(404);
      expect((await preferences(bad, { action: 'unsubscribe' })).status).toBe(404);
    }
    expect((await readContact(ann.sub, mine.contactId))?.status).toBe('subscribed');
    expect((await readContact(ben.sub, theirs.contactId))?.status).toBe('subscribed');
    expect((await oneClick('x'.repeat(401))).status).toBe(400);
  });

  it('answers 413 for an oversized body, before anything else', async () => {
    const { contactId } = await contactOf(ann.sub);
    const res = await oneClick(await tokenFor(ann.sub, contactId), { body: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect((await readContact(ann.sub, contactId))?.status).toBe('subscribed');
  });
});

describe('the page: GET /api/u/{token} and POST …/preferences', () => {
  it('reads the sender, the status and the topics without changing anything', async () => {
    await store.update(keys.setup(ann.sub), { contactTopics: ['news', 'offers'] }, 'present');
    const { contactId } = await contactOf(ann.sub, 'subscribed', { tags: ['news', 'vip'] });
    const res = await call(`/api/u/${await tokenFor(ann.sub, contactId)}`);
    expect(res.status, res.text).toBe(200);
    expect(unsubscribePageSchema.parse(res.body)).toEqual({
      preview: false,
      sender: ann.domain,
      status: 'subscribed',
      topics: [
        { tag: 'news', chosen: true },
        { tag: 'offers', chosen: false },
      ],
      // Issue 33: the shop's name; below Premium no logo or colours, and the small "Sent with Jungle Mail" line.
      shop: { shopName: expect.any(String), logoUrl: null, colors: null, poweredBy: true },
    });
    expect((await readContact(ann.sub, contactId))?.status).toBe('subscribed');
  });

  it('unsubscribes, resubscribes, and keeps the chosen topics (other tags untouched)', async () => {
    await store.update(keys.setup(ann.sub), { contactTopics: ['news', 'offers'] }, 'present');
    const { contactId } = await contactOf(ann.sub, 'subscribed', { tags: ['news', 'vip'] });
    const token = await tokenFor(ann.sub, contactId);
    expect((await preferences(token, { action: 'unsubscribe' })).body).toMatchObject({
      status: 'unsubscribed',
    });
    expect((await readContact(ann.sub, contactId))?.status).toBe('unsubscribed');
    expect((await preferences(token, { action: 'resubscribe' })).body).toMatchObject({
      status: 'subscribed',
    });
    expect((await readContact(ann.sub, contactId))?.statusReason).toBe('resubscribed');
    await preferences(token, { action: 'unsubscribe' });
    const res = await preferences(token, { action: 'topics', topics: ['offers', 'not-offered'] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'subscribed',
      topics: [
        { tag: 'news', chosen: false },
        { tag: 'offers', chosen: true },
      ],
    });
    expect((await readContact(ann.sub, contactId))?.tags.sort()).toEqual(['offers', 'vip']);
  });

  it('does not resubscribe a bounced contact from a link', async () => {
    const { contactId } = await contactOf(ann.sub, 'bounced');
    const res = await preferences(await tokenFor(ann.sub, contactId), { action: 'resubscribe' });
    expect(res.body).toMatchObject({ status: 'bounced' });
    expect((await readContact(ann.sub, contactId))?.status).toBe('bounced');
  });

  it('refuses malformed, invalid and oversized bodies with a 4xx and changes nothing', async () => {
    const { contactId } = await contactOf(ann.sub);
    const path = `/api/u/${await tokenFor(ann.sub, contactId)}/preferences`;
    const json = { 'content-type': 'application/json' };
    expect((await call(path, { method: 'POST', headers: json, body: '{"action":' })).status).toBe(400);
    expect((await call(path, { method: 'POST', headers: json, body: '{"action":"delete"}' })).status).toBe(
      400,
    );
    expect((await call(path, { method: 'POST', headers: json, body: '' })).status).toBe(400);
    const big = JSON.stringify({ action: 'topics', topics: Array(300).fill('a'.repeat(20)) });
    expect((await call(path, { method: 'POST', headers: json, body: big })).status).toBe(413);
    expect(
      (await call(path, { method: 'POST', headers: { 'content-type': 'text/html' }, body: 'x' })).status,
    ).toBe(415);
    expect((await readContact(ann.sub, contactId))?.status).toBe('subscribed');
  });

  it('answers 404 in plain words for a contact deleted since', async () => {
    const res = await call(`/api/u/${await tokenFor(ann.sub, 'gone-contact')}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_on_list' });
  });
});

describe('the preview token', () => {
  it('answers a harmless sample page and changes nothing', async () => {
    const page = await call('/api/u/preview');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ preview: true, status: 'unsubscribed' });
    expect((await oneClick('preview')).status).toBe(200);
    expect((await preferences('preview', { action: 'resubscribe' })).body).toMatchObject({ preview: true });
  });
});

describe('the account topics (PUT/GET /api/audience/topics, signed in)', () => {
  it("saves them as tags (trimmed, lowercase, once) on the caller's own setup", async () => {
    const res = await call('/api/audience/topics', {
      method: 'PUT',
      token: ben.idToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topics: [' News ', 'news', 'Offers'] }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ topics: ['news', 'offers'] });
    expect((await call('/api/audience/topics', { token: ben.idToken })).body).toEqual({
      topics: ['news', 'offers'],
    });
    expect((await store.get(keys.setup(ben.sub)))?.contactTopics).toEqual(['news', 'offers']);
  });

  it('refuses a missing token, malformed JSON, too many topics and an oversized body', async () => {
    const put = (body: string, token = ben.idToken) =>
      call('/api/audience/topics', {
        method: 'PUT',
        token,
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect((await put('{"topics":[]}', '')).status).toBe(401);
    expect((await call('/api/audience/topics')).status).toBe(401);
    expect((await put('{"topics":')).status).toBe(400);
    expect(
      (
        await put(
          JSON.stringify({
            topics: Array(21)
              .fill(0)
              .map((_, i) => `t${i}`),
          }),
        )
      ).status,
    ).toBe(400);
    expect((await put(JSON.stringify({ topics: ['x'.repeat(3000)] }))).status).toBe(413);
    expect(
      (await rawCall('/api/audience/topics', { method: 'GET', token: ben.idToken, body: 'x' })).status,
    ).toBe(413);
    expect((await call('/api/audience/topics', { token: ben.idToken })).body).toEqual({
      topics: ['news', 'offers'],
    });
  });
});
