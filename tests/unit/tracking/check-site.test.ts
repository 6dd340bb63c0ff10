import { describe, expect, it } from 'vitest';
import {
  checkMySite,
  checkSite,
  type FetchedPage,
  type FetchPage,
  FetchPageError,
  sameSiteHosts,
  siteHost,
} from '../../../lambdas/domain/tracking/check-site';
import { buildSnippet } from '../../../lambdas/tracking-script/snippet';
import { seededStore, SUB, TRACKING_ID } from './fixtures';

const snippet = buildSnippet({ origin: 'https://app.junglemail.example', trackingId: TRACKING_ID });

/** A scripted FetchPage: answers per URL, records what was asked. */
function fakeFetch(answers: Record<string, Partial<FetchedPage> | FetchPageError>) {
  const calls: { url: string; allowedHosts: readonly string[] }[] = [];
  const fetchPage: FetchPage = async (url, options) => {
    calls.push({ url, allowedHosts: options.allowedHosts });
    const answer = answers[url];
    if (!answer) throw new FetchPageError('network', 'connection refused');
    if (answer instanceof FetchPageError) throw answer;
    return { url, status: 200, body: '', truncated: false, ...answer };
  };
  return { fetchPage, calls };
}

describe('checkSite', () => {
  it.each([
    ['present', `<head>${snippet}</head>`, 'Found your tracking script on https://candles.example/.'],
    [
      'other_id',
      snippet.replace(TRACKING_ID, 'jm_ZYXWVUTSRQPONMLKJIHGFE'),
      'Found a Jungle Mail script on https://candles.example/, but with a different tracking id. Replace it with the script above.',
    ],
    [
      'missing',
      '<h1>Candles</h1>',
      'Could not find the tracking script on https://candles.example/. Make sure it is saved and published on your homepage.',
    ],
  ])('reports %s', async (result, body, message) => {
    const { fetchPage, calls } = fakeFetch({ 'https://candles.example/': { body } });
    expect(await checkSite({ fetchPage }, { domain: 'Candles.Example.', trackingId: TRACKING_ID })).toEqual({
      result,
      url: 'https://candles.example/',
      message,
    });
    expect(calls).toEqual([
      { url: 'https://candles.example/', allowedHosts: ['candles.example', 'www.candles.example'] },
    ]);
  });

  it('reports the page reached after a same-site redirect', async () => {
    const { fetchPage } = fakeFetch({
      'https://candles.example/': { url: 'https://www.candles.example/home', body: snippet },
    });
    expect(
      await checkSite({ fetchPage }, { domain: 'candles.example', trackingId: TRACKING_ID }),
    ).toMatchObject({
      result: 'present',
      url: 'https://www.candles.example/home',
    });
  });

  it('falls back to plain http only when https cannot connect', async () => {
    const { fetchPage, calls } = fakeFetch({ 'http://candles.example/': { body: snippet } });
    expect(
      await checkSite({ fetchPage }, { domain: 'candles.example', trackingId: TRACKING_ID }),
    ).toMatchObject({
      result: 'present',
      url: 'http://candles.example/',
    });
    expect(calls.map((c) => c.url)).toEqual(['https://candles.example/', 'http://candles.example/']);
  });

  it.each([
    [
      'a refused address',
      new FetchPageError('refused', 'candles.example points to a private or local address'),
    ],
    [
      'a redirect to another host',
      new FetchPageError('redirect', 'it redirects to another host (evil.example)'),
    ],
  ])('reports unreachable for %s without trying http', async (_name, error) => {
    const { fetchPage, calls } = fakeFetch({ 'https://candles.example/': error });
    expect(await checkSite({ fetchPage }, { domain: 'candles.example', trackingId: TRACKING_ID })).toEqual({
      result: 'unreachable',
      url: 'https://candles.example/',
      message: `Could not check https://candles.example/: ${error.message}.`,
    });
    expect(calls).toHaveLength(1);
  });

  it('reports unreachable for an error status and when nothing answers', async () => {
    const notFound = fakeFetch({ 'https://candles.example/': { status: 404, body: snippet } });
    expect(await checkSite(notFound, { domain: 'candles.example', trackingId: TRACKING_ID })).toMatchObject({
      result: 'unreachable',
      message: 'Could not check https://candles.example/: the page answered HTTP 404.',
    });
    const nothing = fakeFetch({});
    expect(await checkSite(nothing, { domain: 'candles.example', trackingId: TRACKING_ID })).toMatchObject({
      result: 'unreachable',
      url: 'https://candles.example/',
    });
  });

  it('when neither scheme connects, names the https address the page promised and its failure (issue 23)', async () => {
    const { fetchPage } = fakeFetch({
      'https://candles.example/': new FetchPageError(
        'network',
        'could not connect to candles.example (ECONNREFUSED)',
      ),
      'http://candles.example/': new FetchPageError('timeout', 'the site took too long to answer'),
    });
    expect(await checkSite({ fetchPage }, { domain: 'candles.example', trackingId: TRACKING_ID })).toEqual({
      result: 'unreachable',
      url: 'https://candles.example/',
      message:
        'Could not check https://candles.example/ (nor http://candles.example/): could not connect to candles.example (ECONNREFUSED).',
    });
  });

  it.each([
    '',
    'http://candles.example',
    'candles.example/shop',
    '10.0.0.1',
    'candles example',
    'candles.example:8080',
  ])('refuses the domain %j before fetching anything', async (domain) => {
    const { fetchPage, calls } = fakeFetch({});
    await expect(checkSite({ fetchPage }, { domain, trackingId: TRACKING_ID })).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(calls).toHaveLength(0);
  });

  it('site host helpers', () => {
    expect(siteHost(' WWW.Candles.example. ')).toBe('www.candles.example');
    expect(sameSiteHosts('www.candles.example')).toEqual(['www.candles.example', 'candles.example']);
  });
});

describe('checkMySite', () => {
  it("checks the caller's own setup domain with its tracking id", async () => {
    const { fetchPage, calls } = fakeFetch({ 'https://candles.example/': { body: snippet } });
    expect(await checkMySite({ store: seededStore(), fetchPage }, { accountId: SUB })).toMatchObject({
      result: 'present',
    });
    expect(calls[0]?.url).toBe('https://candles.example/');
  });

  it('asks for the script first when there is no tracking id', async () => {
    const { fetchPage } = fakeFetch({});
    await expect(
      checkMySite({ store: seededStore({ trackingId: null }), fetchPage }, { accountId: SUB }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'no_tracking_id',
    });
  });
});
