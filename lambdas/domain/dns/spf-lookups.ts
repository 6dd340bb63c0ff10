import { SES_SPF_INCLUDE, SPF_LOOKUP_LIMIT, isSpfRecord, spfLookupTerms } from '../../../shared/dns/spf';

/**
 * Nested lookups of includes we know: Amazon SES's SPF record (amazonses.com) lists only ip4 ranges, so
 * it adds nothing beyond its own include. Knowing it saves a lookup per check and keeps tests offline.
 */
export const KNOWN_SPF_NESTED_LOOKUPS: Readonly<Record<string, number>> = { [SES_SPF_INCLUDE]: 0 };

export interface SpfLookupCount {
  /** DNS-lookup terms counted (include, a, mx, ptr, exists, redirect), recursively through include/redirect. */
  count: number;
  exceeded: boolean;
  /** False when the walk stopped at a bound (depth or fetches) before seeing everything. */
  complete: boolean;
}

/**
 * Counts the DNS lookups an SPF record costs a receiver (RFC 7208 §4.6.4), following include and redirect
 * targets level by level (each level's targets fetched in parallel). Bounded: stops as soon as the count
 * passes the limit, after `maxDepth` levels or `maxFetches` TXT lookups, and never fetches a domain twice
 * (loops count once per term). `fetchTxt` returns a domain's TXT values, or throws/returns null.
 */
export async function countSpfLookups(
  record: string,
  fetchTxt: (domain: string) => Promise<string[] | null>,
  options: {
    limit?: number;
    maxDepth?: number;
    maxFetches?: number;
    known?: Readonly<Record<string, number>>;
  } = {},
): Promise<SpfLookupCount> {
  const limit = options.limit ?? SPF_LOOKUP_LIMIT;
  const maxDepth = options.maxDepth ?? 10;
  const maxFetches = options.maxFetches ?? 30;
  const known = options.known ?? KNOWN_SPF_NESTED_LOOKUPS;

  const root = spfLookupTerms(record);
  let count = root.count;
  let queue = root.follow;
  let complete = true;
  let fetches = 0;
  const visited = new Set<string>();

  for (let depth = 0; queue.length > 0 && count <= limit; depth++) {
    if (depth >= maxDepth) {
      complete = false;
      break;
    }
    const targets = [...new Set(queue)].filter((d) => !visited.has(d));
    targets.forEach((d) => visited.add(d));
    const toFetch: string[] = [];
    for (const d of targets) {
      const k = known[d];
      if (k !== undefined) count += k;
      else toFetch.push(d);
    }
    if (fetches + toFetch.length > maxFetches) {
      complete = false;
      toFetch.splice(Math.max(0, maxFetches - fetches));
    }
    fetches += toFetch.length;
    const results = await Promise.all(toFetch.map((d) => fetchTxt(d).catch(() => null)));
    const next: string[] = [];
    for (const txts of results) {
      const spf = (txts ?? []).filter(isSpfRecord);
      if (spf.length !== 1) continue; // none or several: a receiver stops here with an error, nothing more to count
      const terms = spfLookupTerms(spf[0] ?? '');
      count += terms.count;
      next.push(...terms.follow);
    }
    queue = next;
  }
  return { count, exceeded: count > limit, complete };
}
