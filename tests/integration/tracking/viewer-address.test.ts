/**
 * The viewer's address and country come from CloudFront's headers only when the request came through
 * our distribution (the origin secret CloudFront adds; lambdas/http/client-ip.ts). The local server
 * plays CloudFront: a made-up CloudFront-Viewer-Address from a client is replaced by the connection's
 * own, and one sent straight to the API with a wrong secret (a direct call to the API Gateway URL) is
 * ignored. Observed through what the ingest stores: the visitor hash (of the address) and the country.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../../lambdas/routes/viewer';
import { call } from '../helpers/api';
import { viaCloudFront } from '../helpers/cloudfront';
import { dynamo, eventBody, eventsOf, userWithSetup } from './support';

afterAll(() => dynamo.destroy());

const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('CloudFront-Viewer-Address and -Country', () => {
  it('are believed with the origin secret and never from a client that made them up', async () => {
    const site = await userWithSetup();
    const send = async (page: string, headers: Record<string, string>) => {
      const res = await call('/api/t', {
        method: 'POST',
        body: eventBody(site.trackingId, { page_url: `https://shop.example.com/${page}` }),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA, ...headers },
      });
      expect(res.status, res.text).toBe(202);
    };
    const spoof = { 'cloudfront-viewer-address': '192.0.2.99:443', 'cloudfront-viewer-country': 'FR' };
    await send('plain', {});
    await send('spoofed', spoof);
    await send('direct', { ...spoof, [ORIGIN_VERIFY_HEADER]: 'not-the-secret-of-this-stack' });
    await send('cloudfront', viaCloudFront('192.0.2.99:443', 'FR'));
    await send('cloudfront-v6', viaCloudFront('2001:db8::7:51234'));

    const events = await eventsOf(site.setupId);
    const by: Record<string, { visitorHash: string; country?: string }> = Object.fromEntries(
      events.map((e) => [String(e.pageUrl).split('/').pop(), e as { visitorHash: string; country?: string }]),
    );
    // Made up by the client, either way: the connection's address (the same visitor as the plain call), no country.
    expect(by.spoofed?.visitorHash).toBe(by.plain?.visitorHash);
    expect(by.direct?.visitorHash).toBe(by.plain?.visitorHash);
    expect(by.spoofed?.country).toBeUndefined();
    expect(by.direct?.country).toBeUndefined();
    // Through CloudFront: the viewer's own address (another visitor) and country, IPv6 too.
    expect(by.cloudfront?.visitorHash).not.toBe(by.plain?.visitorHash);
    expect(by.cloudfront?.country).toBe('FR');
    expect(new Set(Object.values(by).map((e) => e.visitorHash)).size).toBe(3);
  });
});
