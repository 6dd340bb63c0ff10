/**
 * Issue 35, machines are not people: a campaign sent for real to four readers, whose tracked links are
 * fetched through the local server by three kinds of link scanner and one person. A gateway's link check
 * asks with HEAD; a scanner's headless browser names its vendor in its user agent and loads the page it lands
 * on (the shop's tracking script runs); another scanner follows every link of the mail within seconds of its
 * delivery with a browser's user agent, and runs the script of the first page it lands on. The person follows
 * one link an hour after the send and lands on the shop. The burst's times are the test's own, not the
 * machine's speed: its send time is stored and its clicks are the redirect's (followLink, the code the /c/
 * route runs) with a clock at explicit instants, so a slow machine cannot move a click out of the 30 s after
 * the send or the 10 s between links (links/click-attribution.ts, links/machine-click.ts). The campaign's results count the person's click
 * only, the scanners' apart; its attribution has the person's visit only (the burst's first click, which
 * nothing but its timing gives away, is held from attribution: links/click-attribution.ts).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { followLink } from '../../../lambdas/domain/campaigns/results/follow-link';
import { verifyClick } from '../../../lambdas/domain/links/click-token';
import { keys } from '../../../lambdas/table';
import { queuePort } from '../../../lambdas/wiring/queue';
import { campaignSlug } from '../../../shared/campaigns/slug';
import type { CampaignAttribution } from '../../../shared/contracts/attribution';
import {
  campaignResultsResponseSchema,
  type CampaignResults,
} from '../../../shared/contracts/campaign-results';
import { CHROME, IPHONE, reportWhen, send } from '../analytics/support';
import { signing } from '../contacts/support';
import { call } from '../helpers/api';
import { local, open, owner, sendCampaign, store, trackedLinksOf, type Owner } from './support';

const TEXT =
  'Our [spring sale](https://shop.example.com/sale) is on: see [the candles](https://shop.example.com/candles) ' +
  'and [the soaps](https://shop.example.com/soaps).';
/** A scanner's headless Chrome that names its vendor (not a declared bot to the analytics ingest). */
const SCANNER_CHROME = `${CHROME} Mimecast`;
const json = { 'content-type': 'application/json' };

let ann: Owner;
let campaignId = '';
let trackingId = '';
const tag = Math.random().toString(36).slice(2, 8);
const reader = (name: string) => `${name}-${tag}@example.com`;
const readers = ['head', 'agent', 'burst', 'person'].map(reader);
const links: Record<string, string[]> = {};
const landed: Record<string, string> = {};
const statuses: Record<string, number[]> = { head: [], agent: [], person: [] };

const results = async (): Promise<CampaignResults> => {
  const res = await call(`/api/campaigns/${campaignId}/results`, { token: ann.idToken });
  expect(res.status, res.text).toBe(200);
  return campaignResultsResponseSchema.parse(res.body).results;
};

/** The results once `done` holds, or as they are after 40 s (so a wrong count shows as itself). */
async function settled(done: (r: CampaignResults) => boolean): Promise<CampaignResults> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const now = await results();
    if (done(now) || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The burst: every link of the mail followed 5, 6 and 7 s after its send (stored as the recipient's send
 * time), by the redirect with a clock at those instants and the stack's campaign-clicks queue.
 */
async function burstOn(urls: string[]): Promise<string[]> {
  const token = (url: string) => url.slice(url.lastIndexOf('/c/') + 3);
  const claims = await verifyClick(signing(), token(urls[0]!));
  const sentAtMs = Date.now() - 60_000;
  await store.update(
    keys.campaignRecipient(campaignId, claims!.contactId),
    { sentAt: new Date(sentAtMs).toISOString() },
    'present',
  );
  const { queue } = createDeps(inject('stack').env, [queuePort]).ports;
  const landings: string[] = [];
  for (const [i, url] of urls.entries()) {
    const clock = { now: () => new Date(sentAtMs + (5 + i) * 1000) };
    const outcome = await followLink({ store, signing: signing(), clock, queue }, token(url), {
      method: 'GET',
      userAgent: CHROME,
    });
    // 'slow' is SQS answering after the redirect's wait on a loaded machine: the message still goes.
    if (outcome.kind !== 'redirect' || outcome.queued === 'failed') throw new Error(JSON.stringify(outcome));
    landings.push(outcome.url);
  }
  return landings;
}

async function landOn(who: { ip: string; userAgent: string }, pageUrl: string) {
  const res = await send(trackingId, who, { page_url: pageUrl });
  expect(res.status, res.text).toBe(202);
}

beforeAll(async () => {
  ann = await owner('machine-clicks');
  const setup = await store.get(keys.setup(ann.sub));
  const tracking = await call<{ trackingPixelId: string }>('/api/tracking/id', {
    method: 'POST',
    token: ann.idToken,
    headers: json,
    body: JSON.stringify({ emailSetupId: setup?.id }),
  });
  expect(tracking.status, tracking.text).toBe(200);
  trackingId = tracking.body.trackingPixelId;
  const sent = await sendCampaign(ann, readers, TEXT);
  campaignId = sent.campaignId;
  for (const email of readers) links[email] = trackedLinksOf(sent.mails.get(email)!).clicks;
  expect(links[reader('person')]).toHaveLength(3);

  // The gateway's link check: a HEAD on each link.
  for (const url of links[reader('head')]!) {
    const res = await open(url, { method: 'HEAD' });
    statuses.head!.push(res.status);
    landed.head = res.headers.get('location') ?? '';
  }
  // The headless scanner: one link, and the page it lands on (the tracking script runs there).
  const agent = await open(links[reader('agent')]![0]!, { headers: { 'user-agent': SCANNER_CHROME } });
  statuses.agent!.push(agent.status);
  landed.agent = agent.headers.get('location')!;
  await landOn({ ip: '198.51.100.71', userAgent: SCANNER_CHROME }, landed.agent);
  // The burst: every link as the mail arrives, a browser's user agent, a second apart; the first page's
  // script runs.
  landed.burst = (await burstOn(links[reader('burst')]!))[0]!;
  await landOn({ ip: '198.51.100.73', userAgent: CHROME }, landed.burst);
  // The person (whose mail left SES an hour ago: sendCampaign): one link on a phone, and the shop's page.
  const person = await open(links[reader('person')]![1]!, { headers: { 'user-agent': IPHONE } });
  statuses.person!.push(person.status);
  landed.person = person.headers.get('location')!;
  await landOn({ ip: '198.51.100.72', userAgent: IPHONE }, landed.person);
}, 180_000);

describe('clicks of link scanners', () => {
  it('are answered like anyone’s: a HEAD too gets the redirect at once', () => {
    expect(statuses).toEqual({ head: [302, 302, 302], agent: [302], person: [302] });
  });

  it('are counted apart from the person’s: the results’ clicks, clickers and per-link figures are the person’s', async () => {
    // 3 HEADs + 1 scanner agent + 3 of the burst = 7 machine clicks; 1 person.
    const r = await settled((now) => now.clicks + now.machineClicks >= 8);
    expect({ clicks: r.clicks, uniqueClickers: r.uniqueClickers, machineClicks: r.machineClicks }).toEqual({
      clicks: 1,
      uniqueClickers: 1,
      machineClicks: 7,
    });
    expect(r.links.map((l) => [l.clicks, l.uniqueClickers])).toEqual([
      [0, 0],
      [1, 1],
      [0, 0],
    ]);
  }, 60_000);
});

describe('a HEAD with a link that is not valid', () => {
  it('answers 404, like a GET, and counts nothing', async () => {
    const before = await settled((now) => now.clicks + now.machineClicks >= 8);
    const forged = links[reader('person')]![0]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const url of [forged, local('/c/not-a-token'), local(`/c/${'x'.repeat(2000)}`)]) {
      const res = await open(url, { method: 'HEAD' });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
    // A genuine HEAD after them: once its click is counted, one the 404s had queued before it would be too.
    expect((await open(links[reader('head')]![0]!, { method: 'HEAD' })).status).toBe(302);
    const after = await settled((now) => now.machineClicks > before.machineClicks);
    expect([after.clicks, after.machineClicks]).toEqual([before.clicks, before.machineClicks + 1]);
  }, 60_000);
});

describe('attribution', () => {
  it('sends a known machine to the link as written, the person with the campaign’s UTM tags', () => {
    const slug = campaignSlug({ id: campaignId, name: 'Spring sale' });
    expect(landed.agent).toBe('https://shop.example.com/sale');
    expect(landed.head).toBe('https://shop.example.com/soaps');
    // The burst's first click: a browser's, nothing gave it away but its timing, seconds after the send.
    expect(landed.burst).toBe('https://shop.example.com/sale');
    // The person's click to the shop's own site also carries their contact token (issue 31); the machines'
    // links above carry none.
    const person = new URL(String(landed.person));
    expect(`${person.origin}${person.pathname}`).toBe('https://shop.example.com/candles');
    expect([...person.searchParams.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'jm_t']);
    expect(person.searchParams.get('utm_campaign')).toBe(slug);
    expect(person.searchParams.get('jm_t')).toMatch(/^[\w.-]{40,}$/);
  });

  it('credits the campaign with the person’s visit only', async () => {
    // Once the site's analytics have all three landings (the scanner's, the burst's, the person's: each a
    // visit, counted in the same transaction as its campaign's), a wrongly credited one would show.
    const site = await reportWhen(ann.idToken, 'range=7d&tz=UTC', (r) => r.totals.visits >= 3, 45_000);
    expect(site.totals.visits).toBe(3);
    const res = await call<CampaignAttribution>(`/api/campaigns/${campaignId}/attribution`, {
      token: ann.idToken,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.visits).toBe(1);
  }, 60_000);
});
