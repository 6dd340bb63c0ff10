import dns2 from 'dns2';
import type { Packet as PacketType, Resource } from 'dns2';
import { Resolver } from 'node:dns/promises';
import { listenBoth } from './dns-listen';
import { LocalZones, normName, type ZoneRecord } from './dns-zones';

const { Packet } = dns2;
/** RFC 1035 §4.1.1 (dns2 has Packet.RCODE at runtime but not in its types). */
const NXDOMAIN = 3;
const SERVFAIL = 2;
const NOT_FOUND = new Set(['ENODATA', 'ENOTFOUND', 'ENONAME', 'NXDOMAIN']);

export interface LocalDns {
  /** '127.0.0.1:port', the value of DNS_SERVERS the stack gives its handlers. */
  server: string;
  port: number;
  zones: LocalZones;
  stop(): Promise<void>;
}

const typeName = (code: number): string =>
  (Object.entries(Packet.TYPE) as [string, number][]).find(([, v]) => v === code)?.[0] ?? String(code);

/** TXT values as <=255-byte character-strings, as a zone file holds them. */
function splitTxt(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 255) out.push(bytes.subarray(i, i + 255).toString('utf8'));
  return out.length ? out : [''];
}

function toResource(name: string, r: ZoneRecord): Resource {
  const base = { name, class: Packet.CLASS.IN, ttl: r.ttl ?? 60 };
  const typed = {
    A: { type: Packet.TYPE.A, address: r.value },
    AAAA: { type: Packet.TYPE.AAAA, address: r.value },
    CNAME: { type: Packet.TYPE.CNAME, domain: normName(r.value) },
    NS: { type: Packet.TYPE.NS, ns: normName(r.value) },
    MX: { type: Packet.TYPE.MX, exchange: normName(r.value), priority: r.priority ?? 10 },
    TXT: { type: Packet.TYPE.TXT, data: splitTxt(r.value) },
  }[r.type];
  return { ...base, ...typed } as unknown as Resource;
}

/** Answers a held name from the zones (authoritative; CNAMEs chased inside them). */
function answerHeld(zones: LocalZones, qname: string, qtype: string, response: PacketType): void {
  response.header.aa = 1;
  let name = qname;
  for (let hops = 0; hops < 8; hops++) {
    const records = zones.recordsAt(name);
    if (!records) {
      if (hops === 0) response.header.rcode = NXDOMAIN;
      return;
    }
    const matching = records.filter((r) => r.type === qtype);
    if (matching.length) {
      for (const r of matching) response.answers.push(toResource(name, r));
      return;
    }
    const cname = records.find((r) => r.type === 'CNAME');
    if (!cname) return;
    response.answers.push(toResource(name, cname));
    name = normName(cname.value);
  }
}

/** A name we do not hold: the system's resolvers answer (no internet: NXDOMAIN or SERVFAIL, never a crash). */
async function forward(
  resolver: Resolver,
  qname: string,
  qtype: string,
  response: PacketType,
): Promise<void> {
  const as = (values: { value: string; priority?: number }[], type: ZoneRecord['type']) =>
    values.forEach((v) => response.answers.push(toResource(qname, { name: qname, type, ...v })));
  try {
    if (qtype === 'A')
      as(
        (await resolver.resolve4(qname)).map((value) => ({ value })),
        'A',
      );
    else if (qtype === 'AAAA')
      as(
        (await resolver.resolve6(qname)).map((value) => ({ value })),
        'AAAA',
      );
    else if (qtype === 'CNAME')
      as(
        (await resolver.resolveCname(qname)).map((value) => ({ value })),
        'CNAME',
      );
    else if (qtype === 'NS')
      as(
        (await resolver.resolveNs(qname)).map((value) => ({ value })),
        'NS',
      );
    else if (qtype === 'TXT')
      as(
        (await resolver.resolveTxt(qname)).map((c) => ({ value: c.join('') })),
        'TXT',
      );
    else if (qtype === 'MX')
      as(
        (await resolver.resolveMx(qname)).map((m) => ({ value: m.exchange, priority: m.priority })),
        'MX',
      );
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    response.header.rcode = NOT_FOUND.has(code) ? NXDOMAIN : SERVFAIL;
  }
}

/**
 * The local DNS stand-in of `npm start`: a real authoritative server (UDP + TCP on one free loopback port)
 * for the zones published to it, and a forwarder to the system's resolvers (or `upstream`, tests) for every
 * other name.
 */
export async function startLocalDns(
  options: { zonesFile?: string; upstream?: string[] } = {},
): Promise<LocalDns> {
  const zones = new LocalZones(options.zonesFile);
  const upstream = new Resolver({ timeout: 2_000, tries: 1 });
  if (options.upstream) upstream.setServers(options.upstream);
  const handle = (request: PacketType, send: (response: PacketType) => Promise<Buffer>): void => {
    const response = Packet.createResponseFromRequest(request);
    response.header.ra = 1;
    const question = request.questions[0];
    const done = () => void send(response).catch(() => undefined);
    if (!question) return done();
    const qname = normName(question.name);
    const qtype = typeName(question.type);
    if (zones.zoneOf(qname)) {
      answerHeld(zones, qname, qtype, response);
      return done();
    }
    void forward(upstream, qname, qtype, response).then(done);
  };
  const { udp, tcp, port, sockets } = await listenBoth(handle);
  return {
    server: `127.0.0.1:${port}`,
    port,
    zones,
    stop: () =>
      Promise.all([
        new Promise<void>((r) => udp.close(() => r())),
        new Promise<void>((r) => {
          tcp.close(() => r());
          for (const socket of sockets) socket.destroy();
        }),
      ]).then(() => undefined),
  };
}
