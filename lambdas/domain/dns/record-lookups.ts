import { normalizeName } from '../../../shared/dns/names';
import type { DnsAnswer, DnsLookup, DnsRecordType } from '../../ports/dns';
import { withTimeout } from './nameservers';

export type Outcome = { ok: true; answers: DnsAnswer[] } | { ok: false; error: unknown };

export interface AnsweredBy {
  authoritative: number;
  resolver: number;
  failed: number;
}

export interface RecordLookups {
  /** A record lookup in the domain's zone (authoritative first, then the resolver), de-duplicated. */
  q: (name: string, type: DnsRecordType) => Promise<Outcome>;
  /** A lookup outside the zone (SPF includes, a DMARC CNAME's target): resolver only; null on error. */
  resolverTxt: (name: string) => Promise<string[] | null>;
  /** How many zone lookups the nameservers answered, how many fell back to the resolver, how many failed. */
  answeredBy: AnsweredBy;
}

/**
 * The lookups one verification makes: each zone question is asked once, of the given nameservers
 * (bounded by `authTimeoutMs`) and, if they fail or there are none, of the resolver (`resolverTimeoutMs`).
 */
export function recordLookups(
  dns: DnsLookup,
  servers: string[],
  timeouts: {
    authTimeoutMs: number;
    resolverTimeoutMs: number;
    /** Milliseconds left of the whole verification's deadline; no lookup runs past it. */
    remainingMs?: () => number;
  },
): RecordLookups {
  const remaining = timeouts.remainingMs ?? (() => Infinity);
  /** Bounded by its own timeout and by the deadline; past the deadline it fails at once (lookup_error). */
  const bounded = <T>(p: Promise<T>, ms: number): Promise<T> => {
    const left = Math.min(ms, remaining());
    if (left <= 0) {
      p.catch(() => undefined);
      return Promise.reject(new Error('DNS verification deadline passed'));
    }
    return withTimeout(p, left);
  };
  const answeredBy: AnsweredBy = { authoritative: 0, resolver: 0, failed: 0 };
  const memo = new Map<string, Promise<Outcome>>();
  const run = async (name: string, type: DnsRecordType): Promise<Outcome> => {
    if (servers.length) {
      try {
        // Half of what is left at most, so the resolver still has time if the nameservers do not answer.
        const answers = await bounded(
          dns.query(name, type, { servers }),
          Math.min(timeouts.authTimeoutMs, remaining() / 2),
        );
        answeredBy.authoritative++;
        return { ok: true, answers };
      } catch {
        // fall back to the resolver below
      }
    }
    try {
      const answers = await bounded(dns.query(name, type), timeouts.resolverTimeoutMs);
      answeredBy.resolver++;
      return { ok: true, answers };
    } catch (error) {
      answeredBy.failed++;
      return { ok: false, error };
    }
  };
  const q = (name: string, type: DnsRecordType): Promise<Outcome> => {
    const key = `${type} ${normalizeName(name)}`;
    let p = memo.get(key);
    if (!p) {
      p = run(normalizeName(name), type);
      memo.set(key, p);
    }
    return p;
  };
  const resolverTxt = (name: string): Promise<string[] | null> =>
    bounded(dns.query(name, 'TXT'), timeouts.resolverTimeoutMs)
      .then((answers) => answers.filter((a) => a.type === 'TXT').map((a) => a.value))
      .catch(() => null);
  return { q, resolverTxt, answeredBy };
}

/** The values of one type in a lookup's answers ([] when the lookup failed). */
export const valuesOf = (o: Outcome, type: DnsRecordType): string[] =>
  o.ok ? o.answers.filter((a) => a.type === type).map((a) => a.value) : [];
