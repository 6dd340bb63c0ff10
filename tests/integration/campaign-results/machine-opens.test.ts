/**
 * Issue 35, machines are not people, opens too: a campaign sent for real to three readers, whose opens
 * pixel is loaded through the local server as mail apps and proxies would. Apple Mail Privacy Protection
 * loads it in the background as the mail arrives (the bare `Mozilla/5.0`), a gateway's scanner fetches it,
 * and people open the mail on a phone. The results count the people's opens, the proxies' apart, and a
 * reader whose mail a proxy loaded first still counts as an opener when they open it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  campaignResultsResponseSchema,
  type CampaignResults,
} from '../../../shared/contracts/campaign-results';
import { IPHONE } from '../analytics/support';
import { call } from '../helpers/api';
import { open, owner, sendCampaign, trackedLinksOf, type Owner } from './support';

const tag = Math.random().toString(36).slice(2, 8);
const reader = (name: string) => `${name}-${tag}@example.com`;
const [apple, scanned, person] = ['apple', 'scanned', 'person'].map(reader) as [string, string, string];
let ann: Owner;
let campaignId = '';
const statuses: number[] = [];

const results = async (): Promise<CampaignResults> => {
  const res = await call(`/api/campaigns/${campaignId}/results`, { token: ann.idToken });
  expect(res.status, res.text).toBe(200);
  return campaignResultsResponseSchema.parse(res.body).results;
};

beforeAll(async () => {
  ann = await owner('machine-opens');
  const sent = await sendCampaign(
    ann,
    [apple, scanned, person],
    'See [the sale](https://shop.example.com/sale).',
  );
  campaignId = sent.campaignId;
  const pixel = (email: string) => trackedLinksOf(sent.mails.get(email)!).pixel!;
  const load = async (email: string, userAgent: string) =>
    statuses.push((await open(pixel(email), { headers: { 'user-agent': userAgent } })).status);
  await load(apple, 'Mozilla/5.0'); // MPP's background load as the mail arrives
  await load(scanned, 'Mimecast-Link-Scanner/1.0');
  await load(person, IPHONE);
  await load(person, IPHONE); // opened again
  await load(apple, IPHONE); // the reader behind MPP opens it later (MPP off on this device)
}, 180_000);

describe('opens by mail privacy proxies', () => {
  it('get the image like anyone', () => {
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('are counted apart: opens and unique openers are the people’s', async () => {
    const r = await results();
    expect({ opens: r.opens, uniqueOpeners: r.uniqueOpeners, machineOpens: r.machineOpens }).toEqual({
      opens: 3,
      uniqueOpeners: 2,
      machineOpens: 2,
    });
  });
});
