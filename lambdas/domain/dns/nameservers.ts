import { normalizeName } from '../../../shared/dns/names';
import { namesUpToRegistrable } from '../../../shared/dns/registrable';
import type { DnsLookup } from '../../ports/dns';

/** Rejects with a timeout error if `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The NS hosts of the zone holding `domain`: the domain's own NS records, or, when it has none (a
 * subdomain without its own zone), its parent's, walking up to the registrable domain. One lookup per
 * level, stopping at the first level that answers. Throws only if the first lookup fails.
 */
export async function findZoneNameservers(
  dns: DnsLookup,
  domain: string,
): Promise<{ zone: string | null; hosts: string[] }> {
  const names = namesUpToRegistrable(domain);
  for (const [i, name] of names.entries()) {
    let answers;
    try {
      answers = await dns.query(name, 'NS');
    } catch (error) {
      if (i === 0) throw error;
      break;
    }
    const hosts = [...new Set(answers.filter((a) => a.type === 'NS').map((a) => normalizeName(a.value)))];
    if (hosts.length) return { zone: name, hosts };
  }
  return { zone: null, hosts: [] };
}

/**
 * Remembers a domain's nameserver addresses for a few minutes, so a user pressing "Verify All Records"
 * again (the common case) skips the two dependent NS -> A round trips. Bounded in size; injectable clock.
 */
export class NameserverCache {
  private readonly entries = new Map<string, { servers: string[]; expires: number }>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(domain: string): string[] | undefined {
    const key = normalizeName(domain);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.servers;
  }

  set(domain: string, servers: string[]): void {
    const key = normalizeName(domain);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { servers, expires: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Shared by default across calls in one process (one Lambda container). */
export const defaultNameserverCache = new NameserverCache();

export interface AuthoritativeOptions {
  /**
   * Port the nameservers listen on; default 53. Loopback tests and local runs, where one stand-in server on
   * a random port plays every nameserver, pass that port.
   */
  port?: number;
  /** Per-query bound for asking a nameserver directly before falling back to the resolver; default 2500 ms. */
  timeoutMs?: number;
  /** Nameserver address cache; false to always look them up. Default: `defaultNameserverCache`. */
  cache?: NameserverCache | false;
}

/**
 * 'ip' or 'ip:port' entries for the authoritative nameservers of `domain`: NS of the zone (resolver), then
 * A of each NS host (resolver, in parallel). [] when they cannot be found; the caller then uses the
 * resolver alone.
 */
export async function authoritativeServers(
  dns: DnsLookup,
  domain: string,
  options: AuthoritativeOptions = {},
): Promise<string[]> {
  const cache = options.cache === false ? undefined : (options.cache ?? defaultNameserverCache);
  const port = options.port ?? 53;
  const cacheKey = `${normalizeName(domain)}:${port}`;
  const cached = cache?.get(cacheKey);
  if (cached) return cached;

  const timeoutMs = options.timeoutMs ?? 2500;
  let hosts: string[];
  try {
    hosts = (await withTimeout(findZoneNameservers(dns, domain), timeoutMs * 2)).hosts;
  } catch {
    return [];
  }
  const servers = onPort(await nameserverAddresses(dns, hosts, timeoutMs), port);
  if (servers.length) cache?.set(cacheKey, servers);
  return servers;
}

/** The A addresses of NS hosts, asked of the resolver in parallel (each bounded; a host that fails adds none). */
export async function nameserverAddresses(
  dns: DnsLookup,
  hosts: readonly string[],
  timeoutMs = 2500,
): Promise<string[]> {
  const addresses = await Promise.all(
    hosts.map((host) =>
      withTimeout(dns.query(host, 'A'), timeoutMs)
        .then((answers) => answers.filter((a) => a.type === 'A').map((a) => a.value))
        .catch(() => [] as string[]),
    ),
  );
  return [...new Set(addresses.flat())];
}

/** Addresses as servers to ask: 'ip' on port 53, 'ip:port' otherwise. */
export const onPort = (addresses: readonly string[], port: number): string[] =>
  addresses.map((ip) => (port === 53 ? ip : `${ip}:${port}`));

/** The address of a server entry ('ip' or 'ip:port'; nameserver addresses come from A records, IPv4). */
export const addressOf = (server: string): string => server.replace(/:\d+$/, '');
