/**
 * Campaign attribution over the local stack (issue 22): raw events through the real ingest (today) and,
 * for earlier days, event items as the ingest writes them (the ingest stamps the server's clock, so the
 * days are chosen by the events' own receivedAt: the aggregator's window reads the events' times, never
 * the wall clock); DynamoDB Local's stream, the local stream poller, the aggregator, and
 * GET /api/campaigns/{id}/attribution. A campaign visit with a purchase the same day and 6 days later is
 * credited, 8 days later not; another campaign's later visit takes the credit; a visit without UTM
 * credits nothing; another account gets 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { campaignSlug } from '../../../shared/campaigns/slug';
import type { CampaignAttribution } from '../../../shared/contracts/attribution';
import { type Campaign, campaignResponseSchema } from '../../../shared/contracts/campaigns';
import { goodDocument } from '../campaigns/support';
import { saveContent } from '../editor/support';
import { call, rawCall } from '../helpers/api';
import { createProject, getProfile, projectOf } from '../projects/support';
import { dynamo, store, type TrackedUser, userWithSetup } from '../tracking/support';
import { CHROME, IPHONE, pastEvent, send } from './support';

afterAll(() => dynamo.destroy());

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const json = { 'content-type': 'application/json' };

let owner: TrackedUser;
let stranger: TrackedUser;
let spring: Campaign;
let summer: Campaign;

async function campaign(user: TrackedUser, name: string): Promise<Campaign> {
  // The plan is written as tests/integration/projects/support.ts userOnPlan does (billing is tested apart).
  expect((await getProfile(user.idToken)).status).toBe(200);
  await store.update(keys.profile(user.sub), { subscriptionTier: 'premium', subscriptionStatus: 'active' });
  const project = projectOf(await createProject(user.idToken, { name: `${name} mail` }), 201);
  const content = await saveContent(user.idToken, project.id, {
    expectedVersion: 0,
    document: goodDocument(name),
  });
  expect(content.status, content.text).toBe(200);
  const res = await call('/api/campaigns', {
    method: 'POST',
    token: user.idToken,
    headers: json,
    body: JSON.stringify({ projectId: project.id, name }),
  });
  expect(res.status, res.text).toBe(201);
  const created = campaignResponseSchema.parse(res.body).campaign;
  // As if created 10 days ago, so the visits of the last 9 days are in its range.
  await store.update(keys.campaign(user.sub, created.id), { createdAt: iso(NOW - 10 * DAY) });
  return created;
}

const attribution = (token: string | undefined, id: string) =>
  call<CampaignAttribution>(`/api/campaigns/${id}/attribution`, { token });

/** Polls until the aggregator has counted `visits` campaign visits (it runs off the request path). */
async function attributionWhen(id: string, done: (a: CampaignAttribution) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await attribution(owner.idToken, id);
    expect(res.status, res.text).toBe(200);
    if (done(res.body) || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([userWithSetup(), userWithSetup()]);
  const goal = await call('/api/analytics/goals', {
    method: 'POST',
    token: owner.idToken,
    headers: json,
    body: JSON.stringify({ kind: 'event', value: 'Purchase' }),
  });
  expect(goal.status, goal.text).toBe(201);
  spring = await campaign(owner, 'Spring candles');
  summer = await campaign(owner, 'Summer candles');
  const [s1, s2] = [campaignSlug(spring), campaignSlug(summer)];

  // Earlier days: one person per case, their attribution hash chosen here (unique per run), a new daily
  // visitor hash each day as the ingest would give. Written in time order, as the stream delivers them.
  const run = randomUUID().slice(0, 8);
  const person = (name: string) => `${name}-${run}`;
  const past = (who: string, atMs: number, fields: Record<string, unknown> = {}) =>
    pastEvent(owner.setupId, iso(atMs), {
      trackingId: owner.trackingId,
      visitorHash: `${person(who)}-${iso(atMs).slice(0, 10)}`,
      attributionHash: person(who),
      ...fields,
    });
  const landing = (slug: string) => ({
    pageUrl: 'https://shop.example.com/candles',
    utmSource: 'junglemail',
    utmMedium: 'email',
    utmCampaign: slug,
  });
  const purchase = (value: number) => ({
    eventName: 'Purchase',
    eventData: JSON.stringify({ value, currency: 'EUR' }),
  });
  await past('eight', NOW - 8 * DAY - 2 * 60 * 60 * 1000, landing(s1));
  await past('six', NOW - 6 * DAY - 2 * 60 * 60 * 1000, landing(s1));
  await past('switch', NOW - 3 * DAY, landing(s1));
  await past('switch', NOW - 2 * DAY, landing(s2));
  await past('eight', NOW - 2 * 60 * 60 * 1000, purchase(99)); // 8 days after its visit: not credited
  await past('six', NOW - 2 * 60 * 60 * 1000, purchase(10)); // 6 days after: credited to spring
  await past('switch', NOW - 2 * 60 * 60 * 1000, purchase(7)); // credited to summer, the later visit
  await past('plain', NOW - 2 * 60 * 60 * 1000); // a visit without UTM…
  await past('plain', NOW - 60 * 60 * 1000, purchase(50)); // …and a purchase: nobody's credit

  // Today through the real ingest: the server computes both hashes from the address and user agent.
  const shopper = { ip: '203.0.113.77', userAgent: CHROME };
  const landed = await send(owner.trackingId, shopper, {
    page_url: `https://shop.example.com/candles?utm_source=junglemail&utm_medium=email&utm_campaign=${s1}`,
  });
  expect(landed.status, landed.text).toBe(202);
  const bought = await send(owner.trackingId, shopper, {
    event_name: 'Purchase',
    event_data: { value: 24.5, currency: 'EUR' },
    page_url: 'https://shop.example.com/thank-you',
  });
  expect(bought.status, bought.text).toBe(202);
  // Someone else buying today, after no campaign: nothing.
  await send(
    owner.trackingId,
    { ip: '203.0.113.78', userAgent: IPHONE },
    {
      event_name: 'Purchase',
      event_data: { value: 5, currency: 'EUR' },
    },
  );
}, 60_000);

describe('GET /api/campaigns/{id}/attribution', () => {
  it('credits visits, and conversions within 7 days of the last campaign visit, with their revenue', async () => {
    const a = await attributionWhen(spring.id, (r) => r.visits >= 4 && r.conversions >= 2);
    expect(a).toMatchObject({
      campaignId: spring.id,
      slug: campaignSlug(spring),
      windowDays: 7,
      installed: true,
      visits: 4, // eight, six, switch (before summer) and today's shopper
      conversions: 2, // six's purchase on day 6 and today's shopper; not eight's on day 8
      revenue: [{ currency: 'EUR', total: 34.5 }],
    });
    expect(a.from).toBe(iso(NOW - 10 * DAY).slice(0, 10));
  });

  it("another campaign's later visit takes the credit", async () => {
    const a = await attributionWhen(summer.id, (r) => r.conversions >= 1);
    expect(a).toMatchObject({ visits: 1, conversions: 1, revenue: [{ currency: 'EUR', total: 7 }] });
  });

  it('keeps nothing that identifies the person on the touch: a campaign and a time, expiring in 7 days', async () => {
    const items = await store.query({
      partition: keys.analyticsPartition(owner.setupId),
      beginsWith: 'TOUCH#',
    });
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['expiresAt', 'pk', 'sk', 'touchAtMs', 'touchCampaign']);
      expect(item.expiresAt).toBe(Math.ceil((Number(item.touchAtMs) + 7 * DAY) / 1000));
    }
  });
});

describe('attribution refuses what it must', () => {
  it("another account's campaign is 404 'Campaign not found.'", async () => {
    const res = await attribution(stranger.idToken, spring.id);
    expect(res.status, res.text).toBe(404);
    expect(res.body).toMatchObject({ message: 'Campaign not found.' });
    const missing = await attribution(owner.idToken, 'no-such-campaign');
    expect(missing.status).toBe(404);
  });

  it('needs a token; a body (malformed or oversized) is refused with a 4xx', async () => {
    const path = `/api/campaigns/${spring.id}/attribution`;
    expect((await call(path)).status).toBe(401);
    const malformed = await rawCall(path, { method: 'GET', token: owner.idToken, body: '{', headers: json });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const big = await rawCall(path, {
      method: 'GET',
      token: owner.idToken,
      body: JSON.stringify({ x: 'y'.repeat(20_000) }),
      headers: json,
    });
    expect(big.status).toBe(413);
    const long = await attribution(owner.idToken, 'x'.repeat(200));
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
  });
});
