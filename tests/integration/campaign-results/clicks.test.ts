/**
 * Issue 22's campaign results over the local stack: a campaign sent for real (local SQS, worker, SES
 * stand-in), its mails' /c/ links and /o/ pixel fetched from the local server as a mail client would, the
 * owner's results read through GET /api/campaigns/{id}/results. Nothing is mocked.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signClick } from '../../../lambdas/domain/links/click-token';
import { waitFor } from '../../../lambdas/local/net';
import { keys } from '../../../lambdas/table';
import { campaignResultsResponseSchema } from '../../../shared/contracts/campaign-results';
import { campaignSlug } from '../../../shared/campaigns/slug';
import { header, type SentMail } from '../../support/sending-data';
import { signing } from '../contacts/support';
import { call, rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { local, open, owner, sendCampaign, store, trackedLinksOf, type Owner } from './support';

const TEXT =
  'Our [spring sale](https://shop.example.com/sale?size=m#shoes) is on. ' +
  'Read [the story](https://blog.example.com/post?utm_source=news), or [write to us](mailto:hi@shop.example.com).';
const NOT_VALID = 'This link is not valid.';

let ann: Owner;
let campaignId: string;
const readers = ['a', 'b', 'c'].map((p) => `${p}-${randomUUID().slice(0, 8)}@example.com`);
const mail: Record<string, SentMail> = {};

const results = async (token: string, id = campaignId) => {
  const res = await call(`/api/campaigns/${id}/results`, { token });
  return {
    res,
    results: res.status === 200 ? campaignResultsResponseSchema.parse(res.body).results : undefined,
  };
};

beforeAll(async () => {
  ann = await owner();
  const sent = await sendCampaign(ann, readers, TEXT);
  campaignId = sent.campaignId;
  for (const email of readers) mail[email] = sent.mails.get(email)!;
}, 120_000);

describe('a sent campaign’s mail', () => {
  it('carries a /c/ link per http(s) link and an opens pixel; mailto and unsubscribe are not wrapped', () => {
    const html = mail[readers[0]!]!.body.html ?? '';
    const { clicks, pixel } = trackedLinksOf(mail[readers[0]!]!);
    expect(clicks).toHaveLength(2);
    expect(pixel).toBeDefined();
    expect(html).not.toContain('https://shop.example.com/sale');
    expect(html).toContain('href="mailto:hi@shop.example.com"');
    expect(html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/u\/[A-Za-z0-9_-]+"/);
    expect(mail[readers[0]!]!.body.text).toContain(clicks[0]);
    // Each recipient gets their own tokens.
    expect(trackedLinksOf(mail[readers[1]!]!).clicks[0]).not.toBe(clicks[0]);
  });

  it('following a link answers 302 to the original URL with the UTM parameters (an existing utm_ is kept)', async () => {
    const { clicks } = trackedLinksOf(mail[readers[2]!]!);
    const slug = campaignSlug({ id: campaignId, name: 'Spring sale' });
    const first = await open(clicks[0]!);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(
      `https://shop.example.com/sale?size=m&utm_source=junglemail&utm_medium=email&utm_campaign=${slug}#shoes`,
    );
    expect(first.headers.get('cache-control')).toContain('no-store');
    const second = await open(clicks[1]!);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('https://blog.example.com/post?utm_source=news');
    // Both are counted, after the answers (so the next test's figures start from them).
    await waitFor(
      'the two clicks to be counted',
      async () => ((await results(ann.idToken)).results!.clicks >= 2 ? true : undefined),
      15_000,
      50,
    );
  });
});

describe('counting', () => {
  it('counts clicks and unique clickers exactly, in total and per link, and opens with unique openers', async () => {
    const before = (await results(ann.idToken)).results!;
    const [a, b] = readers.map((r) => trackedLinksOf(mail[r]!));
    // a: link 0 three times at once, b: link 0 once and link 1 twice, all concurrently; a's pixel twice.
    const hits = [a!.clicks[0]!, a!.clicks[0]!, a!.clicks[0]!, b!.clicks[0]!, b!.clicks[1]!, b!.clicks[1]!];
    const answers = await Promise.all([...hits, a!.pixel!, a!.pixel!].map((url) => open(url)));
    expect(answers.map((r) => r.status)).toEqual([302, 302, 302, 302, 302, 302, 200, 200]);
    // Clicks are counted off the request path (the campaign-clicks queue's consumer): the count follows.
    const after = await waitFor(
      'the six clicks to be counted',
      async () => {
        const now = (await results(ann.idToken)).results!;
        return now.clicks - before.clicks >= 6 ? now : undefined;
      },
      15_000,
      50,
    );
    expect(after.clicks - before.clicks).toBe(6);
    expect(after.opens - before.opens).toBe(2);
    // a and b were new clickers (c clicked in the test above, on both links); a a new opener.
    expect(after.uniqueClickers - before.uniqueClickers).toBe(2);
    expect(after.uniqueOpeners - before.uniqueOpeners).toBe(1);
    expect(
      after.links.map((l) => [
        l.clicks - before.links[l.index]!.clicks,
        l.uniqueClickers - before.links[l.index]!.uniqueClickers,
      ]),
    ).toEqual([
      [4, 2],
      [2, 1],
    ]);
    expect(after.links.map((l) => [l.url, l.text])).toEqual([
      ['https://shop.example.com/sale?size=m#shoes', 'spring sale'],
      ['https://blog.example.com/post?utm_source=news', 'the story'],
    ]);
  });

  it('answers the same 1x1 GIF, never cached, for a genuine or a bad pixel token; only the genuine one counts', async () => {
    const before = (await results(ann.idToken)).results!;
    const { pixel } = trackedLinksOf(mail[readers[1]!]!);
    for (const url of [
      pixel!,
      local('/o/not-a-token.gif'),
      local(`/o/${'x'.repeat(2000)}.gif`),
      local('/o/abc'),
    ]) {
      const res = await open(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
      expect(res.headers.get('cache-control')).toContain('no-store');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      // The 42-byte transparent GIF: 1 x 1 pixels (little-endian width and height after the signature).
      expect(bytes.length).toBe(42);
      expect([bytes.readUInt16LE(6), bytes.readUInt16LE(8)]).toEqual([1, 1]);
    }
    const after = (await results(ann.idToken)).results!;
    expect(after.opens - before.opens).toBe(1);
    expect(after.uniqueOpeners - before.uniqueOpeners).toBe(1);
  });

  it('counts an unsubscribe from this campaign’s mail once', async () => {
    const before = (await results(ann.idToken)).results!;
    const oneClick = header(mail[readers[2]!]!, 'List-Unsubscribe')!.slice(1, -1);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
    }
    const after = (await results(ann.idToken)).results!;
    expect(after.unsubscribed - before.unsubscribed).toBe(1);
  });
});

describe('refusals: a plain page, never a redirect, nothing counted', () => {
  const refused = async (url: string, status: number) => {
    const res = await open(url);
    expect(res.status, url).toBe(status);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toContain(NOT_VALID);
  };

  it('an altered token, an unknown campaign, a link index out of range, an opens token, junk and an oversized token: 404', async () => {
    const before = (await results(ann.idToken)).results!;
    const { clicks, pixel } = trackedLinksOf(mail[readers[0]!]!);
    const good = clicks[0]!;
    const token = good.split('/c/')[1]!;
    const flipped = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
    const contactId = (
      await store.query({ partition: keys.campaignRecipient(campaignId, '').pk, beginsWith: 'SENT#' })
    )[0]!.sk as string;
    const claims = { campaignId, contactId: contactId.slice('SENT#'.length) };
    const outOfRange = await signClick(signing(), { ...claims, link: 99 });
    const otherCampaign = await signClick(signing(), { ...claims, campaignId: randomUUID(), link: 0 });
    const openToken = pixel!.split('/o/')[1]!.replace(/\.gif$/, '');
    for (const path of [
      `/c/${flipped}`,
      `/c/${token}x`,
      `/c/${outOfRange}`,
      `/c/${otherCampaign}`,
      `/c/${openToken}`,
      '/c/javascript:alert(1)',
      `/c/${'A'.repeat(1000)}`,
    ])
      await refused(local(path), 404);
    const after = (await results(ann.idToken)).results!;
    expect(after.clicks).toBe(before.clicks);
  });

  it('a genuine token whose stored target is not http(s) (javascript:): 400, no redirect', async () => {
    const id = randomUUID();
    await store.put({
      ...keys.campaignLinks(id),
      sub: ann.sub,
      links: [{ url: 'javascript:alert(1)', target: 'javascript:alert(1)', text: 'x' }],
    });
    const token = await signClick(signing(), { campaignId: id, contactId: randomUUID(), link: 0 });
    await refused(local(`/c/${token}`), 400);
    expect(await store.get(keys.campaignEngagement(id))).toBeUndefined();
  });

  it('another method is a 405, and a GET with a body a 413, before anything is read', async () => {
    const { clicks } = trackedLinksOf(mail[readers[0]!]!);
    const path = new URL(clicks[0]!).pathname;
    expect((await fetch(local(path), { method: 'POST', body: '{}' })).status).toBe(405);
    const res = await rawCall(path, {
      method: 'GET',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(413);
  });
});

describe('GET /api/campaigns/{id}/results', () => {
  it('answers another account’s campaign and an unknown id with 404 Campaign not found.', async () => {
    const stranger = await newUser('results-other');
    for (const [token, id] of [
      [stranger.idToken, campaignId],
      [ann.idToken, randomUUID()],
      [ann.idToken, 'no-such-campaign'],
    ] as const) {
      const { res } = await results(token, id);
      expect(res.status, res.text).toBe(404);
      expect(res.body).toMatchObject({ message: 'Campaign not found.' });
    }
  });

  it('answers a malformed id with a 400 and a sentence, like the other campaign routes', async () => {
    const { res } = await results(ann.idToken, 'x'.repeat(65));
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ message: 'Some fields are missing or invalid.' });
  });

  it('answers 401 without a token', async () => {
    const res = await call(`/api/campaigns/${campaignId}/results`);
    expect(res.status).toBe(401);
  });

  it('gives the campaign’s SES counters as the events handler left them', async () => {
    const before = (await results(ann.idToken)).results!;
    expect(before.sent).toBe(3);
    // The SES events handler adds to these top-level counters (tested in sending/ses-events.test.ts).
    await store.transact([
      {
        kind: 'update',
        key: keys.campaign(ann.sub, campaignId),
        set: {},
        add: { delivered: 2, bounced: 1, complained: 1 },
      },
    ]);
    const after = (await results(ann.idToken)).results!;
    expect([after.delivered, after.bounced, after.complained]).toEqual([
      before.delivered + 2,
      before.bounced + 1,
      before.complained + 1,
    ]);
  });
});
