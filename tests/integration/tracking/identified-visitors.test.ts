/**
 * Identified visitors (issue 31) over the local stack, nothing mocked: a campaign sent for real, its /c/
 * link followed like a reader's browser, the token the redirect adds sent back with the next event through
 * POST /api/t, and the event read back from the contact's index (listContactEvents). An altered, expired or
 * other account's token identifies nobody (the event is still stored, anonymously); jm('identify')'s route
 * creates nothing and never tells whether an address is a contact.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertContacts } from '../../../lambdas/domain/contacts/insert-contacts';
import { listContactEvents } from '../../../lambdas/domain/items/tracking-event';
import { signContactToken } from '../../../lambdas/domain/links/contact-token';
import { keys } from '../../../lambdas/table';
import { identifyAnswerSchema } from '../../../shared/contracts/identify';
import { open, owner, sendCampaign, trackedLinksOf, type Owner } from '../campaign-results/support';
import { newContact, signing } from '../contacts/support';
import { call } from '../helpers/api';
import { eventBody, eventsOf, ingest, store } from './support';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

interface Shop extends Owner {
  setupId: string;
  trackingId: string;
}

/** A sending owner whose site runs the script: a tracking id made by the API and one event received. */
async function shop(tag: string): Promise<Shop> {
  const account = await owner(tag);
  const setupId = String((await store.get(keys.setup(account.sub)))?.id);
  const res = await call<{ trackingPixelId: string }>('/api/tracking/id', {
    method: 'POST',
    token: account.idToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailSetupId: setupId }),
  });
  if (res.status !== 200) throw new Error(`tracking id: ${res.status} ${res.text}`);
  const trackingId = res.body.trackingPixelId;
  const first = await ingest(eventBody(trackingId, { page_url: `https://${account.domain}/` }));
  if (first.status !== 202) throw new Error(`first event: ${first.status}`);
  return { ...account, setupId, trackingId };
}

/** POST /api/t with a contact token, as the script sends its next event; the stored event. */
async function eventWith(s: Shop, token: string | undefined, name = 'Viewed-Page') {
  const res = await ingest(
    eventBody(s.trackingId, { event_name: name, page_url: `https://${s.domain}/p`, contact_token: token }),
  );
  expect(res.status).toBe(202);
  expect(JSON.stringify(res.body)).not.toMatch(/contact/i);
  const stored = (await eventsOf(s.setupId)).find(
    (e) => e.eventId === (res.body as { eventId: string }).eventId,
  );
  expect(stored).toBeDefined();
  return stored!;
}

const contactEvents = (sub: string, contactId: string) =>
  listContactEvents(store, { accountId: sub, contactId, now: new Date() }).then((r) => r.events);

let ann: Shop;
let bob: Shop;
const reader = `reader-${randomUUID().slice(0, 8)}@example.com`;
let location: string;
let otherLocation: string;
let contactId: string;

beforeAll(async () => {
  [ann, bob] = await Promise.all([shop('identity-a'), shop('identity-b')]);
  const text = `See [the sale](https://www.${ann.domain}/sale?size=m#top) or [our friends](https://friends.example.org/x).`;
  const { mails } = await sendCampaign(ann, [reader], text);
  const [own, other] = trackedLinksOf(mails.get(reader)!).clicks;
  location = (await open(own!, { headers: { 'user-agent': CHROME } })).headers.get('location') ?? '';
  otherLocation = (await open(other!, { headers: { 'user-agent': CHROME } })).headers.get('location') ?? '';
  const contacts = await store.query({
    partition: keys.contact(ann.sub, '').pk,
    beginsWith: keys.contactPrefix,
  });
  contactId = String(contacts.find((c) => c.email === reader)?.contactId);
}, 120_000);

describe('a click from a campaign mail identifies the visitor', () => {
  it('adds jm_t to the link to the shop’s own site only, never the address', () => {
    const url = new URL(location);
    expect(url.host).toBe(`www.${ann.domain}`);
    expect(url.hash).toBe('#top');
    expect(url.searchParams.get('size')).toBe('m');
    const token = url.searchParams.get('jm_t') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(reader);
    expect(new URL(otherLocation).host).toBe('friends.example.org');
    expect(otherLocation).not.toContain('jm_t');
  });

  it('the next event carrying that token lands on the right contact, newest first in the contact’s events', async () => {
    const token = new URL(location).searchParams.get('jm_t')!;
    const first = await eventWith(ann, token, 'Viewed-Page');
    const second = await eventWith(ann, token, 'Added-to-Cart');
    expect(first.contactId).toBe(contactId);
    expect(second.contactId).toBe(contactId);
    const events = await contactEvents(ann.sub, contactId);
    expect(events.map((e) => e.eventName)).toEqual(['Added-to-Cart', 'Viewed-Page']);
    expect(events[0]).toMatchObject({ setupId: ann.setupId, contactId, pageUrl: `https://${ann.domain}/p` });
  });

  it('the contact’s events page back with the cursor and leave out events past their TTL', async () => {
    const read = (extra: { before?: string; now?: Date }) =>
      listContactEvents(store, { accountId: ann.sub, contactId, now: new Date(), limit: 1, ...extra });
    const first = await read({});
    expect(first.events.map((e) => e.eventName)).toEqual(['Added-to-Cart']);
    const second = await read({ before: first.cursor! });
    expect(second.events.map((e) => e.eventName)).toEqual(['Viewed-Page']);
    expect(second.cursor).toBeUndefined();
    expect((await read({ now: new Date(Date.now() + 91 * 86_400_000) })).events).toEqual([]);
  });

  it('an altered or expired token identifies nobody; the event is still counted', async () => {
    const token = new URL(location).searchParams.get('jm_t')!;
    const flipped = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    const expired = await signContactToken(
      signing(),
      { sub: ann.sub, kind: 'contact', contactId },
      new Date(Date.now() - 31 * 86_400_000),
    );
    for (const bad of [flipped, expired, token + 'x', 'not-a-token']) {
      const stored = await eventWith(ann, bad, 'Tampered');
      expect(stored.contactId).toBeUndefined();
      expect(stored.gsi1pk).toBeUndefined();
    }
    expect((await contactEvents(ann.sub, contactId)).map((e) => e.eventName)).not.toContain('Tampered');
  });

  it('another account’s token reaches nothing: not on that account’s site, not on its contacts', async () => {
    const token = new URL(location).searchParams.get('jm_t')!;
    const stored = await eventWith(bob, token, 'Borrowed');
    expect(stored.contactId).toBeUndefined();
    expect(await contactEvents(bob.sub, contactId)).toEqual([]);
    // Bob's own token naming Ann's contact does not reach Ann's contact either.
    const bobs = await signContactToken(signing(), { sub: bob.sub, kind: 'contact', contactId }, new Date());
    expect((await eventWith(ann, bobs, 'Crossed')).contactId).toBeUndefined();
    expect((await eventWith(bob, bobs, 'Crossed')).contactId).toBeUndefined();
  });
});

describe('POST /api/identify/{trackingId} (jm("identify", email))', () => {
  const identify = (trackingId: string, body: string, contentType = 'text/plain;charset=UTF-8') =>
    call(`/api/identify/${trackingId}`, { method: 'POST', body, headers: { 'content-type': contentType } });

  it('a known address: the token links later events to that existing contact', async () => {
    const email = `known-${randomUUID().slice(0, 8)}@example.com`;
    const contact = await newContact(email, 'subscribed');
    await insertContacts(store, ann.sub, [contact], { limit: 500 });
    const res = await identify(ann.trackingId, JSON.stringify({ email: email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { token } = identifyAnswerSchema.parse(res.body);
    expect((await eventWith(ann, token)).contactId).toBe(contact.contactId);
    expect((await contactEvents(ann.sub, contact.contactId)).length).toBe(1);
  });

  it('an unknown address: the same answer, nothing created, and its events identify nobody', async () => {
    const before = await store.query({ partition: keys.contact(ann.sub, '').pk });
    const res = await identify(
      ann.trackingId,
      JSON.stringify({ email: `nobody-${randomUUID()}@example.com` }),
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body as object)).toEqual(['token']);
    const { token } = identifyAnswerSchema.parse(res.body);
    expect((await eventWith(ann, token)).contactId).toBeUndefined();
    const after = await store.query({ partition: keys.contact(ann.sub, '').pk });
    expect(after.length).toBe(before.length);
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'malformed_json'],
    ['no email', '{}', 400, 'invalid_request'],
    ['not an address', '{"email":"not an address"}', 400, 'invalid_email'],
    ['over 1 KB', JSON.stringify({ email: `${'a'.repeat(1100)}@example.com` }), 413, undefined],
  ])('%s: refused, nothing created', async (_name, body, status, code) => {
    const before = await store.query({ partition: keys.contact(ann.sub, '').pk });
    const res = await identify(ann.trackingId, body);
    expect(res.status).toBe(status);
    if (code) expect(res.body).toMatchObject({ error: code });
    expect((await store.query({ partition: keys.contact(ann.sub, '').pk })).length).toBe(before.length);
  });

  it('an unknown tracking id (no such shop) -> 404; another media type -> 415', async () => {
    const body = JSON.stringify({ email: 'a@example.com' });
    expect((await identify('jm_0000000000000000000000', body)).status).toBe(404);
    expect((await identify(ann.trackingId, body, 'application/xml')).status).toBe(415);
  });
});

describe('a signup through the site’s form identifies too', () => {
  it('the JSON answer carries a token that names the contact holding the address', async () => {
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
    const contact = await newContact(email, 'subscribed');
    await insertContacts(store, ann.sub, [contact], { limit: 500 });
    const res = await call(`/api/subscribe/${ann.trackingId}`, {
      method: 'POST',
      body: JSON.stringify({ email }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(202);
    const { token } = identifyAnswerSchema.parse(res.body);
    expect((await eventWith(ann, token, 'Signed-Up')).contactId).toBe(contact.contactId);
  });
});
