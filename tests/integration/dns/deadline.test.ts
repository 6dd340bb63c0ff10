/**
 * Nameservers that never answer: a loopback UDP socket (and TCP listener) that takes every DNS question and
 * replies to none, used through the production node:dns adapter with its production timeouts as both the
 * resolver (what DNS_SERVERS does) and the authoritative nameserver. The whole verification must end by its
 * deadline, with every unanswered record reported as lookup_error.
 */
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server, type Socket as TcpSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeDns } from '../../../lambdas/adapters/node/dns';
import { VERIFY_DEADLINE_MS, verifySetupRecords } from '../../../lambdas/domain/dns/verify-records';

let udp: Socket;
let tcp: Server;
const held: TcpSocket[] = [];
let port: number;
let questions = 0;

/** UDP on a random port, then TCP on the same one; another port when TCP's is taken (as the loopback DNS server does). */
async function bindSilentPair(): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const u = createSocket('udp4');
    u.on('message', () => questions++); // heard, never answered
    await new Promise<void>((resolve) => u.bind(0, '127.0.0.1', resolve));
    const p = u.address().port;
    const t = createServer((socket) => held.push(socket)); // accepts, never writes
    const listening = await new Promise<boolean>((resolve) => {
      t.once('error', () => resolve(false));
      t.listen(p, '127.0.0.1', () => resolve(true));
    });
    if (listening) {
      [udp, tcp, port] = [u, t, p];
      return;
    }
    await new Promise<void>((resolve) => u.close(() => resolve()));
  }
  throw new Error('deadline test: could not bind UDP and TCP on one port');
}

beforeAll(bindSilentPair);
afterAll(async () => {
  held.forEach((s) => s.destroy());
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
  await new Promise<void>((resolve) => udp.close(() => resolve()));
});

const input = {
  domain: 'silent.test',
  region: 'eu-west-1',
  dkimTokens: [
    'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6',
    'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6',
    'z1x2c3v4b5n6m7q8w9e0r1t2y3u4i5o6',
  ],
  dmarcReportAddress: 'dmarc@junglemail.test',
};

describe('DNS verification against nameservers that never answer', () => {
  it('ends by its deadline and reports every record as lookup_error (nameservers to find)', async () => {
    const started = Date.now();
    const result = await verifySetupRecords(input, {
      dns: new NodeDns([`127.0.0.1:${port}`]),
      authoritative: { port, cache: false },
    });
    const elapsed = Date.now() - started;
    expect(questions).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(VERIFY_DEADLINE_MS + 1000);
    expect(result.records.map((r) => [r.id, r.reason])).toEqual([
      ['mx', 'lookup_error'],
      ['spf', 'lookup_error'],
      ['dkim1', 'lookup_error'],
      ['dkim2', 'lookup_error'],
      ['dkim3', 'lookup_error'],
      ['dmarc', 'lookup_error'],
    ]);
    expect(result.records.every((r) => r.status === 'pending')).toBe(true);
  }, 30_000);

  it('ends by its deadline with stored nameservers that have gone silent too', async () => {
    const started = Date.now();
    const result = await verifySetupRecords(input, {
      dns: new NodeDns([`127.0.0.1:${port}`]),
      authoritative: { port, cache: false },
      storedNameservers: ['127.0.0.1'],
    });
    expect(Date.now() - started).toBeLessThan(VERIFY_DEADLINE_MS + 1000);
    expect(new Set(result.records.map((r) => r.reason))).toEqual(new Set(['lookup_error']));
  }, 30_000);
});
