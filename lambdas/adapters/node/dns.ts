import { Resolver } from 'node:dns/promises';
import type { DnsAnswer, DnsLookup, DnsRecordType } from '../../ports/dns';

const EMPTY = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

/** node:dns Resolver; `servers` are host[:port] (DNS_SERVERS), the system's resolvers when absent. */
export class NodeDns implements DnsLookup {
  constructor(
    private readonly servers?: string[],
    private readonly timeoutMs = 3_000,
  ) {}

  async query(name: string, type: DnsRecordType, options?: { servers?: string[] }): Promise<DnsAnswer[]> {
    const resolver = new Resolver({ timeout: this.timeoutMs, tries: 2 });
    const servers = options?.servers ?? this.servers;
    if (servers?.length) resolver.setServers(servers);
    try {
      return await resolve(resolver, name, type);
    } catch (error) {
      if (EMPTY.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }
}

async function resolve(resolver: Resolver, name: string, type: DnsRecordType): Promise<DnsAnswer[]> {
  switch (type) {
    case 'A':
      return (await resolver.resolve4(name)).map((value) => ({ type, value }));
    case 'AAAA':
      return (await resolver.resolve6(name)).map((value) => ({ type, value }));
    case 'CNAME':
      return (await resolver.resolveCname(name)).map((value) => ({ type, value }));
    case 'NS':
      return (await resolver.resolveNs(name)).map((value) => ({ type, value }));
    case 'MX':
      return (await resolver.resolveMx(name)).map((mx) => ({ type, value: `${mx.priority} ${mx.exchange}` }));
    case 'TXT':
      return (await resolver.resolveTxt(name)).map((chunks) => ({ type, value: chunks.join('') }));
  }
}
