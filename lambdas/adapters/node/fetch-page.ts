/**
 * FetchPage adapter for "Check my site" (port in lambdas/domain/tracking/check-site.ts), on node:http(s)
 * and node:dns. Policy, enforced per hop:
 * - http(s) only, default ports only, host must be one of `allowedHosts` (redirects included);
 * - every address the name resolves to must be public: private, loopback, link-local, CGNAT, multicast
 *   and reserved ranges are refused (loopback is allowed only with `allowLoopback`, for local tests).
 *   The checked address is the one connected to (custom `lookup`), so DNS rebinding cannot slip past;
 * - one deadline for the whole fetch (5 s), body capped (1 MB, the rest is not read), at most 3 redirects.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  type FetchedPage,
  type FetchPage,
  FetchPageError,
  type FetchPageOptions,
} from '../../domain/tracking/check-site';

export interface FetchPageAdapterOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Local runs and tests only: permit 127.0.0.0/8 and ::1. Never set in AWS. */
  allowLoopback?: boolean;
  /** Like curl --resolve: connect to this address and port for a host name (local tests). */
  resolve?: Record<string, { address: string; port: number }>;
  /** Name resolution, replaceable in tests. Defaults to node:dns lookup with all addresses. */
  lookupAll?: (hostname: string) => Promise<LookupAddress[]>;
}

export const FETCH_PAGE_DEFAULTS = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 } as const;
const USER_AGENT = 'JungleMail-SiteCheck/1.0 (+tracking snippet check)';

/**
 * Reads ALLOW_LOOPBACK_FETCH=1 and FETCH_PAGE_RESOLVE="host=address:port,host2=address:port" (local only),
 * and DNS_SERVERS: "Check my site" then resolves through the same servers as the DNS checks (the local
 * DNS stand-in of `npm start`, issue 30), so a locally published A record for the shop's site is used.
 */
export function fetchPageOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): FetchPageAdapterOptions {
  const resolve: NonNullable<FetchPageAdapterOptions['resolve']> = {};
  for (const entry of (env.FETCH_PAGE_RESOLVE ?? '').split(',').filter(Boolean)) {
    const match = /^([^=\s]+)=(.+):(\d+)$/.exec(entry.trim());
    if (match)
      resolve[match[1]!.toLowerCase()] = {
        address: match[2]!.replace(/^\[|\]$/g, ''),
        port: Number(match[3]),
      };
  }
  const servers = (env.DNS_SERVERS ?? '').split(/[\s,]+/).filter(Boolean);
  return {
    allowLoopback: env.ALLOW_LOOPBACK_FETCH === '1',
    resolve,
    ...(servers.length ? { lookupAll: resolverLookupAll(servers) } : {}),
  };
}

/** Name -> every IPv4 and IPv6 address, asked of `servers` (as the DNS checks ask them), else the system's. */
export function resolverLookupAll(servers: string[]): (hostname: string) => Promise<LookupAddress[]> {
  return async (hostname) => {
    const resolver = new Resolver({ timeout: 2_000, tries: 2 });
    resolver.setServers(servers);
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const found = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    return found.length ? found : defaultLookupAll(hostname);
  };
}

// ---------------------------------------------------------------------------------------------------
// Address policy

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved + broadcast
];

function inV4Range(ip: string, [base, bits]: [string, number]): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (ipv4ToNumber(ip) & mask) >>> 0 === (ipv4ToNumber(base) & mask) >>> 0;
}

/** Expands an IPv6 address to 8 numbers (handles '::' and a dotted IPv4 tail). */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4ToNumber(v4[1]!);
    text = text.slice(0, -v4[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - a.length - b.length;
  const groups = [...a, ...Array<string>(Math.max(0, fill)).fill('0'), ...b].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

export type AddressClass = 'public' | 'loopback' | 'private';

export function classifyAddress(ip: string): AddressClass {
  const family = isIP(ip);
  if (family === 4) {
    if (inV4Range(ip, ['127.0.0.0', 8])) return 'loopback';
    return V4_BLOCKED.some((range) => inV4Range(ip, range)) ? 'private' : 'public';
  }
  if (family !== 6) return 'private';
  const g = ipv6Groups(ip);
  if (!g) return 'private';
  const [g0, , , , , g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const allZeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (allZeroUntil(7) && g7 === 1) return 'loopback'; // ::1
  if (allZeroUntil(8)) return 'private'; // ::
  const embeddedV4 = `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  if (allZeroUntil(5) && g5 === 0xffff) return classifyAddress(embeddedV4); // ::ffff:a.b.c.d
  if (allZeroUntil(6)) return 'private'; // deprecated IPv4-compatible
  if (g0 === 0x64 && g[1] === 0xff9b) {
    // NAT64 64:ff9b::/96 reaches the embedded IPv4 address; the local-use 64:ff9b:1::/48 is private.
    return g.slice(2, 6).every((x) => x === 0) ? classifyAddress(embeddedV4) : 'private';
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'private'; // link-local fe80::/10
  if ((g0 & 0xff00) === 0xff00) return 'private'; // multicast
  if (g0 === 0x2001 && g[1] === 0x0db8) return 'private'; // documentation
  if (g0 === 0x2002) return 'private'; // 6to4 (embeds arbitrary IPv4)
  if (g0 === 0x2001 && g[1] === 0) return 'private'; // Teredo
  return 'public';
}

function addressAllowed(ip: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(ip);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}

// ---------------------------------------------------------------------------------------------------
// Fetching

const defaultLookupAll = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

function decoderFor(
  encoding: string | undefined,
): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

export function createFetchPage(adapterOptions: FetchPageAdapterOptions = {}): FetchPage {
  const timeoutMs = adapterOptions.timeoutMs ?? FETCH_PAGE_DEFAULTS.timeoutMs;
  const maxBytes = adapterOptions.maxBytes ?? FETCH_PAGE_DEFAULTS.maxBytes;
  const maxRedirects = adapterOptions.maxRedirects ?? FETCH_PAGE_DEFAULTS.maxRedirects;
  const allowLoopback = adapterOptions.allowLoopback ?? false;
  const resolveMap = adapterOptions.resolve ?? {};
  const lookupAll = adapterOptions.lookupAll ?? defaultLookupAll;

  /** Resolves a host to one allowed address, or throws 'refused'. */
  async function pickAddress(hostname: string): Promise<{ address: string; family: number; port?: number }> {
    const pinned = resolveMap[hostname];
    const candidates: LookupAddress[] = pinned
      ? [{ address: pinned.address, family: isIP(pinned.address) || 4 }]
      : isIP(hostname)
        ? [{ address: hostname, family: isIP(hostname) }]
        : await lookupAll(hostname).catch((error: NodeJS.ErrnoException) => {
            throw new FetchPageError('network', `could not resolve ${hostname} (${error.code ?? 'error'})`);
          });
    if (candidates.length === 0) throw new FetchPageError('network', `could not resolve ${hostname}`);
    // All addresses must pass: a name mixing public and private answers is refused outright.
    if (!candidates.every((c) => addressAllowed(c.address, allowLoopback))) {
      throw new FetchPageError('refused', `${hostname} points to a private or local address`);
    }
    const chosen = candidates[0]!;
    return { address: chosen.address, family: chosen.family, ...(pinned ? { port: pinned.port } : {}) };
  }

  function getOnce(
    url: URL,
    target: { address: string; family: number; port?: number },
    signal: AbortSignal,
  ): Promise<{ status: number; location?: string; body?: string; truncated?: boolean }> {
    return new Promise((resolve, reject) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(
        {
          method: 'GET',
          host: url.hostname,
          port: target.port ?? (secure ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          headers: {
            host: url.host,
            'user-agent': USER_AGENT,
            accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
            'accept-encoding': 'gzip, deflate, br',
          },
          // Connect to the address we checked, whatever the resolver would say now.
          lookup: (_hostname, options, callback) => {
            if ((options as { all?: boolean }).all) {
              (callback as (e: null, a: LookupAddress[]) => void)(null, [
                { address: target.address, family: target.family },
              ]);
            } else {
              (callback as (e: null, a: string, f: number) => void)(null, target.address, target.family);
            }
          },
          servername: secure && !isIP(url.hostname) ? url.hostname : undefined,
          agent: false,
          signal,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            resolve({ status, location: response.headers.location });
            return;
          }
          const decoder = decoderFor(response.headers['content-encoding']);
          const stream: Readable = decoder ? response.pipe(decoder) : response;
          const chunks: Buffer[] = [];
          let size = 0;
          let truncated = false;
          const finish = () => resolve({ status, body: Buffer.concat(chunks).toString('utf8'), truncated });
          stream.on('data', (chunk: Buffer) => {
            if (truncated) return;
            const room = maxBytes - size;
            if (chunk.length >= room) {
              chunks.push(chunk.subarray(0, room));
              size = maxBytes;
              truncated = chunk.length > room;
              if (truncated) {
                response.destroy();
                decoder?.destroy();
                finish();
              }
              return;
            }
            chunks.push(chunk);
            size += chunk.length;
          });
          stream.on('end', finish);
          stream.on('error', (error) => (truncated ? undefined : reject(error)));
          response.on('error', (error) => (truncated ? undefined : reject(error)));
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  return async (rawUrl: string, options: FetchPageOptions): Promise<FetchedPage> => {
    const allowed = new Set(options.allowedHosts.map((h) => h.toLowerCase()));
    const controller = new AbortController();
    const timedOut = () => new FetchPageError('timeout', `no answer within ${timeoutMs / 1000} s`);
    // Name resolution cannot be cancelled; racing it against the deadline bounds it all the same.
    let rejectOnTimeout: (error: Error) => void = () => {};
    const deadline = new Promise<never>((_, reject) => (rejectOnTimeout = reject));
    deadline.catch(() => {});
    const timer = setTimeout(() => {
      controller.abort();
      rejectOnTimeout(timedOut());
    }, timeoutMs);
    try {
      let url = parseAllowed(rawUrl, allowed, resolveMap);
      for (let hop = 0; ; hop++) {
        const target = await Promise.race([pickAddress(url.hostname.replace(/^\[|\]$/g, '')), deadline]);
        const answer = await getOnce(url, target, controller.signal).catch((error: NodeJS.ErrnoException) => {
          if (controller.signal.aborted || error.name === 'AbortError') throw timedOut();
          throw new FetchPageError(
            'network',
            `could not connect to ${url.host} (${error.code ?? error.message})`,
          );
        });
        if (answer.location === undefined) {
          return {
            url: url.href,
            status: answer.status,
            body: answer.body ?? '',
            truncated: answer.truncated ?? false,
          };
        }
        if (hop >= maxRedirects) throw new FetchPageError('redirect', `more than ${maxRedirects} redirects`);
        url = parseAllowed(new URL(answer.location, url).href, allowed, resolveMap);
      }
    } finally {
      clearTimeout(timer);
    }
  };
}

function parseAllowed(raw: string, allowed: Set<string>, resolveMap: Record<string, unknown>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchPageError('bad_url', 'not a valid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchPageError('bad_url', 'only http(s) pages');
  if (url.username || url.password)
    throw new FetchPageError('bad_url', 'addresses with credentials are refused');
  const host = url.hostname.toLowerCase();
  if (!allowed.has(host)) throw new FetchPageError('redirect', `it redirects to another host (${host})`);
  if (url.port !== '' && !(host in resolveMap)) throw new FetchPageError('bad_url', 'only default ports');
  return url;
}
