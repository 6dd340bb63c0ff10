import { randomUUID } from 'node:crypto';
import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFullDeps } from '../../lambdas/wiring/all';
import { NodeDns } from '../../lambdas/adapters/node/dns';

/** The adapters the composition root picks for STAGE=local, each against its real stand-in. */
const { ports, config } = createFullDeps(inject('stack').env);

describe('SES mailer (aws-ses-v2-local)', () => {
  it('sends an email that the sent-mail store then lists', async () => {
    const to = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const { messageId } = await ports.mailer.send({
      from: 'hello@candles.example',
      to: [to],
      subject: 'Test send',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    expect(messageId).toBeTruthy();
    const store = (await (await fetch(`${inject('stack').env.AWS_ENDPOINT_SES}/store`)).json()) as {
      emails: { messageId: string; subject: string; destination: { to: string[] } }[];
    };
    expect(store.emails.find((e) => e.messageId === messageId)).toMatchObject({
      subject: 'Test send',
      destination: { to: [to] },
    });
  });
});

describe('S3 blobs (s3rver)', () => {
  it('issues a presigned POST the browser can upload to, then heads the object', async () => {
    // A confirmed image's key: the site serves nothing else from /assets (issue 18).
    const key = `projects/${randomUUID()}/images/logo.png`;
    const ticket = await ports.blobs.presignUpload(key, 'image/', 5 * 1024 * 1024);
    expect(ticket.publicUrl).toBe(`${config.assetsPublicBase}/${key}`);
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('Content-Type', 'image/png');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'logo.png');
    const upload = await fetch(ticket.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);
    expect(await ports.blobs.head(key)).toEqual({ size: bytes.length, contentType: 'image/png' });
    const stored = new Uint8Array(await (await fetch(ticket.publicUrl)).arrayBuffer());
    expect(stored).toEqual(bytes);
  });

  it('answers the browser CORS preflight for uploads from the app origin', async () => {
    // The browser posts to the bucket itself (the ticket's url), not to the /assets/ path images are served at.
    const res = await fetch(`${config.endpoints.s3}/${config.assetsBucket}/any-key`, {
      method: 'OPTIONS',
      headers: { origin: inject('stack').origin, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('heads a missing object as undefined', async () => {
    expect(await ports.blobs.head(`missing/${randomUUID()}`)).toBeUndefined();
  });

  it('lists the keys under a prefix and deletes many at once (a missing key is no error)', async () => {
    const base = `uploads/${randomUUID()}`;
    const put = async (key: string) => {
      const ticket = await ports.blobs.presignUpload(key, 'image/png', 1024);
      const form = new FormData();
      for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
      expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    };
    const inA = [`${base}/a/1.png`, `${base}/a/2.png`];
    for (const key of [...inA, `${base}/b/1.png`]) await put(key);
    expect((await ports.blobs.list(`${base}/a/`)).sort()).toEqual(inA);
    await ports.blobs.deleteMany([...inA, `${base}/a/never-uploaded.png`]);
    expect(await ports.blobs.list(`${base}/a/`)).toEqual([]);
    expect(await ports.blobs.list(`${base}/`)).toEqual([`${base}/b/1.png`]);
  });

  /** Lines of `n` bytes each, made as they are read (a contacts export's shape). */
  async function* lines(count: number, size: number, failAt = Infinity) {
    for (let i = 0; i < count; i++) {
      if (i === failAt) throw new Error('the store went away');
      yield `${String(i).padStart(8, '0')},${'x'.repeat(size - 11)}\r\n`;
    }
  }

  it('writes a stream as one object: one PUT when small, 5 MiB parts when not, and a link downloads it', async () => {
    for (const [count, size] of [
      [10, 100],
      [11_000, 1024], // about 10.7 MiB: three parts
    ] as const) {
      const key = `exports/${randomUUID()}.csv`;
      const bytes = await ports.blobs.write(key, lines(count, size), {
        contentType: 'text/csv; charset=utf-8',
        contentDisposition: 'attachment; filename="contacts.csv"',
      });
      expect(bytes).toBe(count * size);
      expect(await ports.blobs.head(key)).toEqual({ size: bytes, contentType: 'text/csv; charset=utf-8' });
      const url = await ports.blobs.presignDownload(key, 60);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text.length).toBe(count * size);
      expect(text.slice(-size)).toBe(`${String(count - 1).padStart(8, '0')},${'x'.repeat(size - 11)}\r\n`);
      // (s3rver serves objects unsigned too, a stand-in quirk; in AWS the bucket blocks public access and only
      // the signed link reads an export: tests/infra checks the bucket.)
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    }
  });

  it('leaves no object when the stream fails midway (the multipart upload is aborted)', async () => {
    const key = `exports/${randomUUID()}.csv`;
    await expect(
      ports.blobs.write(key, lines(11_000, 1024, 9_000), { contentType: 'text/csv' }),
    ).rejects.toThrow('the store went away');
    expect(await ports.blobs.head(key)).toBeUndefined();
  });
});

describe('local sending identities', () => {
  it('issues three SES-shaped DKIM tokens per domain, the same on every call', async () => {
    const domain = `${randomUUID().slice(0, 8)}.example.com`;
    const first = await ports.identities.ensure(domain, `send.${domain}`);
    expect(first.dkimTokens).toHaveLength(3);
    for (const token of first.dkimTokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(new Set(first.dkimTokens).size).toBe(3);
    const again = await ports.identities.ensure(domain, `send.${domain}`);
    expect(again.dkimTokens).toEqual(first.dkimTokens);
    expect(await ports.identities.get(domain)).toMatchObject({
      dkimTokens: first.dkimTokens,
      mailFromDomain: `send.${domain}`,
    });
    expect(await ports.identities.get(`other-${domain}`)).toBeUndefined();
  });
});

describe('DNS lookups (node:dns against a loopback DNS server)', () => {
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const base = { name: question?.name ?? '', class: Packet.CLASS.IN, ttl: 60 };
      if (question?.name === 'candles.example') {
        if (question.type === Packet.TYPE.TXT)
          response.answers.push({
            ...base,
            type: Packet.TYPE.TXT,
            data: ['v=spf1 include:', 'amazonses.com ~all'],
          } as never);
        if (question.type === Packet.TYPE.MX)
          response.answers.push({
            ...base,
            type: Packet.TYPE.MX,
            exchange: 'feedback-smtp.us-east-1.amazonses.com',
            priority: 10,
          } as never);
      } else {
        response.header.rcode = 3; // NXDOMAIN
      }
      void send(response);
    },
  });
  let dns: NodeDns;

  beforeAll(async () => {
    const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    dns = new NodeDns([`127.0.0.1:${addresses.udp?.port}`]);
  });
  afterAll(() => server.close());

  it('joins TXT strings and formats MX as "priority exchange"', async () => {
    expect(await dns.query('candles.example', 'TXT')).toEqual([
      { type: 'TXT', value: 'v=spf1 include:amazonses.com ~all' },
    ]);
    expect(await dns.query('candles.example', 'MX')).toEqual([
      { type: 'MX', value: '10 feedback-smtp.us-east-1.amazonses.com' },
    ]);
  });

  it('answers [] for a name that does not exist', async () => {
    expect(await dns.query('nothing.example', 'CNAME')).toEqual([]);
  });
});

describe('offline composer and local payments', () => {
  it('labels itself offline and streams a tool call, never plain model prose', async () => {
    const events = [];
    for await (const e of ports.llm.stream({
      system: 's',
      messages: [{ role: 'user', content: 'I sell candles' }],
    }))
      events.push(e);
    expect(ports.llm.provider).toBe('offline');
    expect(events[0]).toMatchObject({ type: 'tool_start', name: 'answer' });
    expect(events.some((e) => e.type === 'text')).toBe(false);
  });

  it('returns a local test checkout link', async () => {
    const session = await ports.payments.createCheckout({
      userId: 'u',
      email: 'a@b.c',
      tier: 'pro',
      priceId: 'price_pro',
      successUrl: '/ok',
      cancelUrl: '/no',
    });
    expect(session.url).toMatch(/^\/local-checkout\?session=cs_local_[0-9a-f]{32}$/);
  });
});
