/**
 * A tiny HTTP control for a loopback DNS server (tests/support/dns-server.ts) that lives in another
 * process: the e2e globalSetup starts the DNS server (the stack's DNS_SERVERS must name it at start) and
 * test files, which run in workers, publish zones through this. Loopback only, random port.
 */
import { createServer, type Server } from 'node:http';
import type { LoopbackDnsServer, ZoneRecord } from './dns-server';

export interface DnsControl {
  url: string;
  stop(): Promise<void>;
}

export async function startDnsControl(dns: LoopbackDnsServer): Promise<DnsControl> {
  const server: Server = createServer((req, res) => {
    const match = /^\/zones\/([a-z0-9.-]+)$/i.exec(req.url ?? '');
    if (req.method !== 'PUT' || !match?.[1]) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const records = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ZoneRecord[];
        dns.setZone(match[1] as string, records);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Replaces everything at and below `domain` on the loopback DNS server behind `controlUrl`. */
export async function publishZone(controlUrl: string, domain: string, records: ZoneRecord[]): Promise<void> {
  const res = await fetch(`${controlUrl}/zones/${domain}`, { method: 'PUT', body: JSON.stringify(records) });
  if (res.status !== 204) throw new Error(`publishing ${domain} failed: ${res.status} ${await res.text()}`);
}
