import type { DnsAnswer, DnsLookup, DnsRecordType } from '../../../lambdas/ports/dns';

export interface FakeCall {
  name: string;
  type: DnsRecordType;
  servers?: string[];
}

/**
 * In-memory DnsLookup for unit tests: answers keyed by 'TYPE name'; `fail` keys throw (SERVFAIL-like);
 * `authoritative` answers are used when the query names servers, `resolver` answers otherwise.
 */
export function fakeDns(
  resolver: Record<string, string[]>,
  opts: {
    authoritative?: Record<string, string[]>;
    fail?: string[];
    failAuthoritative?: boolean;
    delayMs?: number;
  } = {},
): DnsLookup & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  return {
    calls,
    async query(name, type, options) {
      calls.push({ name, type, ...(options?.servers ? { servers: options.servers } : {}) });
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const key = `${type} ${name.toLowerCase()}`;
      if (opts.fail?.includes(key)) throw Object.assign(new Error('SERVFAIL'), { code: 'ESERVFAIL' });
      const fromAuth = options?.servers?.length;
      if (fromAuth && opts.failAuthoritative) throw Object.assign(new Error('refused'), { code: 'EREFUSED' });
      const table = fromAuth && opts.authoritative ? opts.authoritative : resolver;
      return (table[key] ?? []).map((value): DnsAnswer => ({ type, value }));
    },
  };
}
