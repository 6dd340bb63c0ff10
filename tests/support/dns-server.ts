/**
 * A loopback DNS server for tests and benchmarks (dns2 3.0.x): UDP and TCP on the same random port of
 * 127.0.0.1, answering from in-memory zones. It behaves like an authoritative server closely enough for
 * our checks: AA set, NXDOMAIN for names with no records, NODATA (empty NOERROR) for names that exist
 * without the asked type, CNAMEs returned (and chased inside the store) for other types, TXT strings
 * longer than 255 bytes split into 255-byte character-strings, and oversized UDP answers truncated (TC)
 * so resolvers retry over TCP.
 *
 * `setZone(domain, records)` also serves `NS ns1.{domain}` + `A ns1.{domain} -> 127.0.0.1` unless the
 * records give their own NS, so "ask the authoritative nameserver" works on loopback when the verifier is
 * told to use this server's port for nameserver queries.
 */
import dns2 from 'dns2';
import type { Packet as PacketType, Resource } from 'dns2';
import type { Socket } from 'node:net';

const { Packet, UDPServer, TCPServer } = dns2;
/** RFC 1035 §4.1.1 (dns2 has Packet.RCODE at runtime but not in its types). */
const RCODE_NXDOMAIN = 3;

export type ZoneRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'NS';

export interface ZoneRecord {
  /** Fully qualified name (no trailing dot needed). '@' means the zone's domain in setZone. */
  name: string;
  type: ZoneRecordType;
  /** A/AAAA: address; CNAME/NS: target host; MX: exchange; TXT: the text (split at 255 bytes when served). */
  value: string;
  /** MX only; default 10. */
  priority?: number;
  ttl?: number;
}

export interface DnsServerOptions {
  /** Artificial delay before each answer: a fixed number of ms, or per question. */
  delayMs?: number | ((name: string, type: ZoneRecordType | string) => number);
  /** IP served for the zone's own nameserver host; default 127.0.0.1. */
  nameserverAddress?: string;
}

export interface LoopbackDnsServer {
  readonly address: string;
  readonly port: number;
  /** 'address:port', ready for DNS_SERVERS or a Resolver's setServers. */
  readonly server: string;
  /** Replace everything at and below `domain` with these records (plus NS/A for ns1.{domain}). */
  setZone(domain: string, records: ZoneRecord[]): void;
  addRecord(record: ZoneRecord): void;
  /** Remove every record (all zones). */
  clear(): void;
  /** Questions received, in order (name lower-cased, type name). */
  readonly queries: { name: string; type: string }[];
  setDelay(delayMs: DnsServerOptions['delayMs']): void;
  stop(): Promise<void>;
}

const norm = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');

const typeName = (code: number): string =>
  (Object.entries(Packet.TYPE) as [string, number][]).find(([, v]) => v === code)?.[0] ?? String(code);

/** Split a TXT value into <=255-byte character-strings, as a zone file would. */
export function splitTxt(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= 255) return [value];
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 255) out.push(bytes.subarray(i, i + 255).toString('utf8'));
  return out;
}

function toResource(name: string, r: ZoneRecord): Partial<Resource> {
  const base = { name, class: Packet.CLASS.IN, ttl: r.ttl ?? 60 };
  switch (r.type) {
    case 'A':
      return { ...base, type: Packet.TYPE.A, address: r.value };
    case 'AAAA':
      return { ...base, type: Packet.TYPE.AAAA, address: r.value };
    case 'CNAME':
      return { ...base, type: Packet.TYPE.CNAME, domain: norm(r.value) };
    case 'NS':
      return { ...base, type: Packet.TYPE.NS, ns: norm(r.value) };
    case 'MX':
      return { ...base, type: Packet.TYPE.MX, exchange: norm(r.value), priority: r.priority ?? 10 };
    case 'TXT':
      return { ...base, type: Packet.TYPE.TXT, data: splitTxt(r.value) };
  }
}

export async function startDnsServer(options: DnsServerOptions = {}): Promise<LoopbackDnsServer> {
  const store = new Map<string, ZoneRecord[]>();
  const queries: { name: string; type: string }[] = [];
  let delay = options.delayMs;
  const nsAddress = options.nameserverAddress ?? '127.0.0.1';

  const add = (record: ZoneRecord): void => {
    const name = norm(record.name);
    const list = store.get(name) ?? [];
    list.push({ ...record, name });
    store.set(name, list);
  };

  const answer = (request: PacketType): PacketType => {
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    response.header.ra = 1;
    const question = request.questions[0];
    if (!question) return response;
    const qname = norm(question.name);
    const qtype = typeName(question.type);
    queries.push({ name: qname, type: qtype });

    let name = qname;
    for (let hops = 0; hops < 8; hops++) {
      const records = store.get(name);
      if (!records) {
        if (hops === 0) response.header.rcode = RCODE_NXDOMAIN;
        break;
      }
      const matching = records.filter((r) => r.type === qtype);
      if (matching.length) {
        for (const r of matching) response.answers.push(toResource(name, r) as Resource);
        break;
      }
      const cname = records.find((r) => r.type === 'CNAME');
      if (!cname) break;
      response.answers.push(toResource(name, cname) as Resource);
      name = norm(cname.value);
    }
    return response;
  };

  const handle = (request: PacketType, send: (response: PacketType) => Promise<Buffer>): void => {
    const q = request.questions[0];
    const ms = typeof delay === 'function' ? (q ? delay(norm(q.name), typeName(q.type)) : 0) : (delay ?? 0);
    const reply = (): void => {
      send(answer(request)).catch(() => undefined);
    };
    if (ms > 0) setTimeout(reply, ms);
    else reply();
  };

  // UDP on a random port, then TCP on the same port (retry with a new port if TCP's is taken).
  let udp: InstanceType<typeof UDPServer> | undefined;
  let tcp: InstanceType<typeof TCPServer> | undefined;
  let port = 0;
  const sockets = new Set<Socket>();
  for (let attempt = 0; attempt < 10 && !tcp; attempt++) {
    const u = new UDPServer({ type: 'udp4' });
    u.on('request', handle as never);
    u.on('requestError', () => undefined);
    await u.listen(0, '127.0.0.1');
    const p = (u.address() as { port: number }).port;
    const t = new TCPServer();
    t.on('request', handle as never);
    t.on('requestError', () => undefined);
    t.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const ok = await new Promise<boolean>((resolve) => {
      t.once('error', () => resolve(false));
      t.listen(p, '127.0.0.1', () => resolve(true));
    });
    if (ok) {
      udp = u;
      tcp = t;
      port = p;
    } else {
      u.close();
    }
  }
  if (!udp || !tcp) throw new Error('dns-server: could not bind UDP and TCP on one port');
  const udpServer = udp;
  const tcpServer = tcp;

  return {
    address: '127.0.0.1',
    port,
    server: `127.0.0.1:${port}`,
    queries,
    setZone(domain, records) {
      const d = norm(domain);
      for (const key of [...store.keys()]) if (key === d || key.endsWith(`.${d}`)) store.delete(key);
      const resolved = records.map((r) => ({ ...r, name: r.name === '@' ? d : norm(r.name) }));
      if (!resolved.some((r) => r.type === 'NS' && r.name === d)) {
        add({ name: d, type: 'NS', value: `ns1.${d}` });
        add({ name: `ns1.${d}`, type: 'A', value: nsAddress });
      }
      for (const r of resolved) add(r);
    },
    addRecord: add,
    clear() {
      store.clear();
    },
    setDelay(ms) {
      delay = ms;
    },
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => udpServer.close(() => resolve())),
        new Promise<void>((resolve) => {
          tcpServer.close(() => resolve());
          // Drop idle pipelining connections so close() returns promptly.
          for (const socket of sockets) socket.destroy();
        }),
      ]);
    },
  };
}
