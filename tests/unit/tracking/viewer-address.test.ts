import { describe, expect, it } from 'vitest';
import { viewerAddressIp, viewerOf } from '../../../lambdas/http/client-ip';
import { playCloudFront } from '../../../lambdas/local/cloudfront-headers';
import { ORIGIN_VERIFY_HEADER, pathPatternOf, viewerPathPatterns } from '../../../lambdas/routes/viewer';
import type { RouteDef } from '../../../lambdas/routes/types';
import { routes } from '../../../lambdas/routes';
import { apiEvent } from '../support/api-event';

const SECRET = 'a-secret-of-32-characters-length';
const event = (headers: Record<string, string>) =>
  apiEvent({ routeKey: 'POST /api/t', rawPath: '/api/t', headers });

describe('viewerAddressIp (CloudFront-Viewer-Address is ip:port)', () => {
  it('takes the address before the last colon, IPv4 and IPv6', () => {
    expect(viewerAddressIp('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerAddressIp('2001:db8:85a3::8a2e:370:7334:46532')).toBe('2001:db8:85a3::8a2e:370:7334');
    expect(viewerAddressIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(viewerAddressIp('::1:0')).toBe('::1');
  });

  it('refuses what is not an address and a port', () => {
    for (const bad of [
      undefined,
      '',
      '198.51.100.10',
      '198.51.100.10:',
      'evil.example:443',
      '1.2.3.4:99999x',
      ':443',
    ])
      expect(viewerAddressIp(bad)).toBeUndefined();
  });
});

describe('viewerOf', () => {
  const viewer = { 'cloudfront-viewer-address': '203.0.113.5:443', 'cloudfront-viewer-country': 'DE' };

  it("believes CloudFront's headers beside the origin secret", () => {
    expect(viewerOf(event({ ...viewer, [ORIGIN_VERIFY_HEADER]: SECRET }), SECRET)).toEqual({
      ip: '203.0.113.5',
      country: 'DE',
    });
  });

  it('ignores them without the secret, with a wrong one, or when the stack has none (the connection)', () => {
    for (const [headers, secret] of [
      [viewer, SECRET],
      [{ ...viewer, [ORIGIN_VERIFY_HEADER]: 'a-secret-of-32-characters-lengtX' }, SECRET],
      [{ ...viewer, [ORIGIN_VERIFY_HEADER]: 'short' }, SECRET],
      [{ ...viewer, [ORIGIN_VERIFY_HEADER]: SECRET }, undefined],
    ] as const)
      expect(viewerOf(event(headers), secret)).toEqual({ ip: '127.0.0.1' });
  });

  it('keeps only a two-letter country and falls back to the connection for a malformed address', () => {
    const trusted = { [ORIGIN_VERIFY_HEADER]: SECRET };
    expect(
      viewerOf(
        event({
          ...trusted,
          'cloudfront-viewer-address': '203.0.113.5:443',
          'cloudfront-viewer-country': '<x>',
        }),
        SECRET,
      ),
    ).toEqual({ ip: '203.0.113.5' });
    expect(viewerOf(event({ ...trusted, 'cloudfront-viewer-address': 'nonsense' }), SECRET)).toEqual({
      ip: '127.0.0.1',
    });
  });
});

describe('playCloudFront (the local server in front of the API)', () => {
  it("replaces a client's made-up viewer headers with the connection and adds the secret", () => {
    const e = event({ 'cloudfront-viewer-address': '192.0.2.1:1', 'cloudfront-viewer-country': 'FR' });
    playCloudFront(e, { remoteAddress: '::ffff:127.0.0.1', remotePort: 51000 }, SECRET);
    expect(e.headers).toEqual({
      'cloudfront-viewer-address': '127.0.0.1:51000',
      [ORIGIN_VERIFY_HEADER]: SECRET,
    });
    const v6 = event({});
    playCloudFront(v6, { remoteAddress: '::1', remotePort: 443 }, SECRET);
    expect(viewerOf(v6, SECRET)).toEqual({ ip: '::1' });
  });

  it('passes on a request that already carries an origin header, as a direct call', () => {
    const headers = { 'cloudfront-viewer-address': '192.0.2.1:1', [ORIGIN_VERIFY_HEADER]: 'guess' };
    const e = event({ ...headers });
    playCloudFront(e, { remoteAddress: '127.0.0.1', remotePort: 1 }, SECRET);
    expect(e.headers).toEqual(headers);
  });
});

describe('viewer routes as CloudFront path patterns', () => {
  it('cover the ingest and the signup form, and no signed-in route', () => {
    expect(pathPatternOf('/api/subscribe/{trackingId}')).toBe('/api/subscribe/*');
    expect(viewerPathPatterns(routes)).toEqual(['/api/subscribe/*', '/api/t']);
  });

  it('refuse a pattern that would also catch a signed-in route (Authorization is not forwarded)', () => {
    const route = (id: string, path: `/api/${string}`, auth: 'jwt' | 'public', viewer?: true): RouteDef => ({
      id,
      method: 'POST',
      path,
      handler: 'x.ts',
      auth,
      maxBodyBytes: 0,
      grants: [],
      ...(viewer ? { viewer } : {}),
    });
    expect(() =>
      viewerPathPatterns([
        route('form', '/api/forms/{id}', 'public', true),
        route('mine', '/api/forms/mine', 'jwt'),
      ]),
    ).toThrow(/mine .* \/api\/forms\/\*/);
  });
});
