/**
 * The FetchPage adapter against a loopback HTTP server (no network beyond 127.0.0.1): the address
 * policy, redirects, the deadline and the size cap.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classifyAddress,
  createFetchPage,
  fetchPageOptionsFromEnv,
  type FetchPageAdapterOptions,
} from '../../../lambdas/adapters/node/fetch-page';
import { FetchPageError } from '../../../lambdas/domain/tracking/check-site';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['64:ff9b::808:808', 'public'], // NAT64 of 8.8.8.8
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['224.0.0.1', 'private'],
    ['255.255.255.255', 'private'],
    ['198.18.0.1', 'private'],
    ['::', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['ff02::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'private'], // 169.254.169.254, hex form
    ['64:ff9b::a00:1', 'private'], // NAT64 of 10.0.0.1
    ['2002:a00:1::1', 'private'], // 6to4
    ['not-an-ip', 'private'],
  ])('%s is %s', (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });
});

describe('fetchPageOptionsFromEnv', () => {
  it('reads the loopback flag and the resolve map', () => {
    expect(
      fetchPageOptionsFromEnv({
        ALLOW_LOOPBACK_FETCH: '1',
        FETCH_PAGE_RESOLVE: 'a.test=127.0.0.1:81,B.test=[::1]:82',
      }),
    ).toEqual({
      allowLoopback: true,
      resolve: { 'a.test': { address: '127.0.0.1', port: 81 }, 'b.test': { address: '::1', port: 82 } },
    });
    expect(fetchPageOptionsFromEnv({})).toEqual({ allowLoopback: false, resolve: {} });
  });
});

describe('createFetchPage over loopback', () => {
  let server: Server;
  let port = 0;
  const seenHosts: string[] = [];
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/': (_req, res) => res.end('<html>home</html>'),
    '/to-home': (_req, res) => res.writeHead(301, { location: '/home' }).end(),
    '/home': (_req, res) => res.end('<html>moved home</html>'),
    '/to-www': (_req, res) => res.writeHead(302, { location: 'http://www.candles.test/' }).end(),
    '/to-evil': (_req, res) => res.writeHead(302, { location: 'http://evil.test/' }).end(),
    '/to-ftp': (_req, res) => res.writeHead(302, { location: 'ftp://candles.test/' }).end(),
    '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
    '/hang': () => {},
    '/trickle': (_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(timer));
    },
    '/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      write();
    },
    '/gzip': (_req, res) =>
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('<p>zipped snippet</p>')),
    '/teapot': (_req, res) => res.writeHead(418).end('no'),
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seenHosts.push(req.headers.host ?? '');
      (routes[req.url ?? ''] ?? ((_q, s: ServerResponse) => s.writeHead(404).end()))(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const allowed = { allowedHosts: ['candles.test', 'www.candles.test'] };
  const local = (extra: FetchPageAdapterOptions = {}) =>
    createFetchPage({
      allowLoopback: true,
      resolve: {
        'candles.test': { address: '127.0.0.1', port },
        'www.candles.test': { address: '127.0.0.1', port },
        'evil.test': { address: '127.0.0.1', port },
      },
      ...extra,
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof FetchPageError ? error.reason : error),
    );

  // candles.test resolves nowhere: the request only reaches the server because the adapter connects
  // to the address it checked (its own lookup), never to a fresh resolution.
  it('fetches the page, sending the site host name', async () => {
    seenHosts.length = 0;
    expect(await local()('http://candles.test/', allowed)).toEqual({
      url: 'http://candles.test/',
      status: 200,
      body: '<html>home</html>',
      truncated: false,
    });
    expect(seenHosts).toEqual(['candles.test']);
  });

  it('refuses loopback without the local flag (pinned or resolved)', async () => {
    const strict = createFetchPage({ resolve: { 'candles.test': { address: '127.0.0.1', port } } });
    expect(await failure(strict('http://candles.test/', allowed))).toBe('refused');
    expect(await failure(createFetchPage()('http://localhost/', { allowedHosts: ['localhost'] }))).toBe(
      'refused',
    );
  });

  it('refuses private addresses even with the flag, and names mixing public and private answers', async () => {
    const withLookup = (addresses: string[]) =>
      createFetchPage({
        allowLoopback: true,
        lookupAll: async () => addresses.map((address) => ({ address, family: 4 })),
      });
    expect(await failure(withLookup(['10.0.0.5'])('http://candles.test/', allowed))).toBe('refused');
    expect(await failure(withLookup(['8.8.8.8', '169.254.169.254'])('http://candles.test/', allowed))).toBe(
      'refused',
    );
  });

  it('refuses explicit ports in the URL unless the host is pinned', async () => {
    const fetchPage = createFetchPage({
      allowLoopback: true,
      lookupAll: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(await failure(fetchPage(`http://candles.test:${port}/`, allowed))).toBe('bad_url');
  });

  it('follows same-site redirects and reports where it ended', async () => {
    expect(await local()('http://candles.test/to-home', allowed)).toMatchObject({
      url: 'http://candles.test/home',
      body: '<html>moved home</html>',
    });
    expect(await local()('http://candles.test/to-www', allowed)).toMatchObject({
      url: 'http://www.candles.test/',
    });
  });

  it.each([
    ['/to-evil', 'redirect'],
    ['/to-ftp', 'bad_url'],
    ['/loop', 'redirect'],
  ])('refuses %s (%s)', async (path, reason) => {
    expect(await failure(local()(`http://candles.test${path}`, allowed))).toBe(reason);
  });

  it('refuses a first URL outside the allowed hosts or with credentials', async () => {
    expect(await failure(local()('http://evil.test/', allowed))).toBe('redirect');
    expect(await failure(local()('http://user:pw@candles.test/', allowed))).toBe('bad_url');
    expect(await failure(local()('file:///etc/passwd', allowed))).toBe('bad_url');
  });

  it('gives up at the deadline, for a silent server and for a trickling one', async () => {
    const quick = local({ timeoutMs: 300 });
    const started = Date.now();
    expect(await failure(quick('http://candles.test/hang', allowed))).toBe('timeout');
    expect(await failure(quick('http://candles.test/trickle', allowed))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads at most 1 MB and says so', async () => {
    const page = await local()('http://candles.test/huge', allowed);
    expect(page.body.length).toBe(1024 * 1024);
    expect(page.truncated).toBe(true);
  });

  it('decodes compressed pages and passes error statuses through', async () => {
    expect((await local()('http://candles.test/gzip', allowed)).body).toBe('<p>zipped snippet</p>');
    expect(await local()('http://candles.test/teapot', allowed)).toMatchObject({ status: 418 });
  });

  it('reports a closed port as a network failure', async () => {
    const closed = createFetchPage({
      allowLoopback: true,
      resolve: { 'candles.test': { address: '127.0.0.1', port: 1 } },
    });
    expect(await failure(closed('http://candles.test/', allowed))).toBe('network');
  });
});
