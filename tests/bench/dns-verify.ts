/**
 * Benchmark: verifying all of a domain's records costs no more than 1.5x the slowest single lookup,
 * because the lookups run in parallel (issue 4).
 *
 *   npx tsx tests/bench/dns-verify.ts [runs]
 *
 * A loopback dns2 server answers after an artificial delay of 20-40 ms that varies per name (stable per
 * name across runs). Each run measures, through the production node:dns adapter (lambdas/adapters/node/dns.ts):
 *  - slowest single: every lookup verification makes, one at a time; the largest per-lookup median;
 *  - verify (stored): verifySetupRecords with the nameserver addresses stored on the setup by provider
 *    detection (GET /api/dns/provider, which the DNS page calls before the user can verify), nothing
 *    cached: what the user's first "Verify All Records" costs;
 *  - verify (warm): the same with the addresses in the in-memory cache (a repeat within five minutes);
 *  - verify (cold): the same with nothing cached, which first finds the nameservers (NS, then A of the NS
 *    hosts: two dependent round trips that no amount of parallelism removes).
 * The budget applies to verifying the records (stored and warm); the cold figure (nothing stored, e.g.
 * detection failed) is reported beside it with its own ceiling of 3.5x (two discovery round trips + one
 * parallel round). Medians of N runs; writes
 * docs/bench/dns-verify.md; exits 1 when over budget.
 */
import { NameserverCache } from '../../lambdas/domain/dns/nameservers';
import { verifySetupRecords, type VerifySetupInput } from '../../lambdas/domain/dns/verify-records';
import type { DnsLookup, DnsRecordType } from '../../lambdas/ports/dns';
import { startDnsServer, type ZoneRecord } from '../support/dns-server';
import { NodeDns } from '../../lambdas/adapters/node/dns';
import { benchArgs, report } from './report';

const BUDGET = 1.5;
const COLD_CEILING = 3.5;
const RUNS = Number(benchArgs()[0] ?? 15);
const DOMAIN = 'bench-shop.test';
const REGION = 'eu-west-1';
const TOKENS = [
  'k7v3q2m9x8w1p4z6t5r0y2u3i4o5a6s7',
  'b8n9m0q1w2e3r4t5y6u7i8o9p0a1s2d3',
  'f4g5h6j7k8l9z0x1c2v3b4n5m6q7w8e9',
];

/** 20-40 ms, stable per question. */
function delayFor(name: string, type: string): number {
  let h = 2166136261;
  for (const c of `${type} ${name}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return 20 + ((h >>> 0) % 21);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const server = await startDnsServer({ delayMs: delayFor });
  try {
    const send = `send.${DOMAIN}`;
    const zone: ZoneRecord[] = [
      { name: send, type: 'MX', value: `feedback-smtp.${REGION}.amazonses.com`, priority: 10 },
      { name: send, type: 'TXT', value: 'v=spf1 include:amazonses.com ~all' },
      ...TOKENS.map((t): ZoneRecord => ({
        name: `${t}._domainkey.${DOMAIN}`,
        type: 'CNAME',
        value: `${t}.dkim.amazonses.com`,
      })),
      { name: `_dmarc.${DOMAIN}`, type: 'TXT', value: 'v=DMARC1; p=none; rua=mailto:r@jm.test' },
    ];
    server.setZone(DOMAIN, zone);

    const input: VerifySetupInput = {
      domain: DOMAIN,
      region: REGION,
      dkimTokens: TOKENS,
      mailFromDomain: send,
      dmarcReportAddress: 'r@jm.test',
    };
    const dns: DnsLookup = new NodeDns([server.server], 2000);

    // Every question verification asks (recorded from one run), to time each on its own.
    server.queries.length = 0;
    const check = await verifySetupRecords(input, {
      dns,
      authoritative: { port: server.port, cache: false },
    });
    if (check.overall !== 'verified') throw new Error(`bench zone did not verify: ${check.overall}`);
    const questions = [...new Map(server.queries.map((q) => [`${q.type} ${q.name}`, q])).values()];

    // The stored addresses must be asked directly, with no discovery and no fallback to the resolver.
    const storedCheck = await verifySetupRecords(input, {
      dns,
      authoritative: { port: server.port, cache: false },
      storedNameservers: [server.address],
    });
    if (storedCheck.discoveredNameservers || storedCheck.answeredBy.resolver > 0)
      throw new Error(`stored nameservers were not used: ${JSON.stringify(storedCheck.answeredBy)}`);

    const perQuestion = questions.map(() => [] as number[]);
    const stored: number[] = [];
    const warm: number[] = [];
    const cold: number[] = [];
    const warmCache = new NameserverCache();
    await verifySetupRecords(input, { dns, authoritative: { port: server.port, cache: warmCache } });
    for (let run = 0; run < RUNS; run++) {
      for (const [i, q] of questions.entries()) {
        perQuestion[i]?.push(
          await time(() => dns.query(q.name, q.type as DnsRecordType, { servers: [server.server] })),
        );
      }
      stored.push(
        await time(() =>
          verifySetupRecords(input, {
            dns,
            authoritative: { port: server.port, cache: false },
            storedNameservers: [server.address],
          }),
        ),
      );
      warm.push(
        await time(() =>
          verifySetupRecords(input, { dns, authoritative: { port: server.port, cache: warmCache } }),
        ),
      );
      cold.push(
        await time(() =>
          verifySetupRecords(input, { dns, authoritative: { port: server.port, cache: false } }),
        ),
      );
    }

    // The slowest lookup: the largest of the per-lookup medians (a max over single samples would pick
    // up timer jitter and flatter the ratio).
    const single = Math.max(...perQuestion.map(median));
    const storedMs = median(stored);
    const storedRatio = storedMs / single;
    const warmMs = median(warm);
    const coldMs = median(cold);
    const ratio = warmMs / single;
    const coldRatio = coldMs / single;
    const pass = storedRatio <= BUDGET && ratio <= BUDGET && coldRatio <= COLD_CEILING;
    const f = (n: number): string => n.toFixed(1);

    const lines = [
      `slowest single lookup   ${f(single)} ms   (largest median of ${questions.length} lookups, each alone)`,
      `verify all (stored)     ${f(storedMs)} ms   ratio ${storedRatio.toFixed(2)}x   budget <= ${BUDGET}x   ${storedRatio <= BUDGET ? 'OK' : 'OVER'}`,
      `verify all (warm)       ${f(warmMs)} ms   ratio ${ratio.toFixed(2)}x   budget <= ${BUDGET}x   ${ratio <= BUDGET ? 'OK' : 'OVER'}`,
      `verify all (cold)       ${f(coldMs)} ms   ratio ${coldRatio.toFixed(2)}x   ceiling <= ${COLD_CEILING}x   ${coldRatio <= COLD_CEILING ? 'OK' : 'OVER'}`,
    ];
    console.log(`dns-verify: ${RUNS} runs, per-answer delay 20-40 ms by name\n${lines.join('\n')}`);

    await report(
      'dns-verify',
      [
        '# Benchmark: DNS verification',
        '',
        `Generated by \`npx tsx tests/bench/dns-verify.ts\` on ${new Date().toISOString()} (Node ${process.version}).`,
        '',
        'Budget (issue 4): verifying all records costs no more than 1.5x the slowest single lookup, because the',
        'lookups run in parallel. A loopback dns2 server answers each question after 20-40 ms (stable per name);',
        `medians of ${RUNS} runs, all in the same process and run.`,
        '',
        '| measure | median | ratio to slowest single | limit | result |',
        '|---|---|---|---|---|',
        `| slowest single lookup (each of the ${questions.length} lookups alone; the largest per-lookup median) | ${f(single)} ms | 1.00x | | |`,
        `| verify all records, nameservers stored by provider detection (first "Verify All Records") | ${f(storedMs)} ms | ${storedRatio.toFixed(2)}x | ${BUDGET}x | ${storedRatio <= BUDGET ? 'pass' : 'FAIL'} |`,
        `| verify all records, nameservers cached (repeat "Verify All Records" within five minutes) | ${f(warmMs)} ms | ${ratio.toFixed(2)}x | ${BUDGET}x | ${ratio <= BUDGET ? 'pass' : 'FAIL'} |`,
        `| verify all records, cold (nothing stored: finds the nameservers first, NS then A) | ${f(coldMs)} ms | ${coldRatio.toFixed(2)}x | ${COLD_CEILING}x | ${coldRatio <= COLD_CEILING ? 'pass' : 'FAIL'} |`,
        '',
        'Provider detection (GET /api/dns/provider, called by the DNS page before the user can verify) stores',
        "the nameservers' addresses on the setup for a day, so the first check is one parallel round of lookups.",
        'The cold figure (no addresses stored, stale, or none answering) adds two dependent round trips (the NS',
        "records, then the nameservers' addresses); the addresses are then stored and cached for five minutes.",
        '',
      ].join('\n'),
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
