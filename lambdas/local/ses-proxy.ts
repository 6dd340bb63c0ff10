import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer, request } from 'node:http';
import { readBody, sendJson } from './http-util';
import { journalMail, replayMails } from './ses-mail-journal';
import { markPage } from './ses-mark-page';
import type { LocalOutcome, SentMail } from './ses-simulator';
import { localOutcome, sesEvents } from './ses-simulator';
import { TenantRoutes } from './ses-tenant-routes';
import { LocalTenants, TENANT_PATHS, type SesAnswer } from './ses-tenants';

const SEND_PATH = '/v2/email/outbound-emails';
const ACCOUNT_PATH = '/v2/email/account';
const MAX_BODY = 12 * 1024 * 1024;
/** Mails remembered for marking and for simulator events (the stand-in itself keeps all of them). */
const REMEMBERED = 20_000;

export interface SesProxy {
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

interface SendRequest {
  FromEmailAddress?: string;
  ConfigurationSetName?: string;
  TenantName?: string;
  Destination?: { ToAddresses?: string[] };
  EmailTags?: { Name: string; Value: string }[];
  Content?: { Simple?: { Subject?: { Data?: string } } };
}

/**
 * In front of aws-ses-v2-local (which keeps mail but has no events and never throttles), on the endpoint the
 * handlers use: it forwards every call, and
 * - after every accepted SendEmail hands SES's events for it to `publish` (in the stack: journaled and retried
 *   until handled, ses-events-delivery.ts), which runs the same ses-events
 *   handler EventBridge invokes in AWS: what a mailbox-simulator address yields (success@ / bounce@ /
 *   complaint@ simulator.amazonses.com, `+label` allowed), and Send + Delivery for any other mail, since it
 *   landed in the local mail viewer as a delivered mail lands in its mailbox (issue 29: "Delivered 0");
 * - `POST /_control/throttle {"forMs": n}` makes SendEmail answer 429 TooManyRequestsException for n ms,
 *   as SES does past the account's rate (the fault tests); `{"forMs": 0}` ends it early;
 * - `POST /_control/account {"maxSendRate": n}` makes GetAccount report that rate (the stand-in's is 14/s);
 * - `GET /_control/sent` lists the remembered mails with the time the stand-in accepted each (ms, ISO) and
 *   the tenant each named;
 * - keeps SES tenants (issue 35; ses-tenants.ts, controls in ses-tenant-routes.ts) and refuses, as SES does, a
 *   SendEmail naming a tenant that does not exist, is paused, or does not hold the From identity;
 * - `/_local/marks` lists recent mails with "Mark bounced" / "Mark complained" (and `POST /_control/mark
 *   {"messageId", "outcome"}`), which publish the same events as the simulator would.
 */
/** The viewer's policy while images are blocked: its own page's images and inline data only. */
export const VIEWER_IMAGE_POLICY = "img-src 'self' data:";

const imagesBanner = (shown: boolean) =>
  `<p role="status" style="margin:0;padding:.5rem 1rem;background:#fff8e1;border-bottom:1px solid #e0c36a;font:14px system-ui,sans-serif">${
    shown
      ? 'Images are shown: each mail you open here loads its open pixel and counts as an open. <a href="/">Block images</a>'
      : 'Images are blocked, as in a mail client that blocks them, so looking at mail here counts no opens. <a href="/?images=1">Show images</a>'
  }</p>`;

export async function startSesProxy(options: {
  upstream: string;
  host: string;
  region: string;
  publish: (events: unknown[]) => Promise<void>;
  /** Where the tenants are kept across restarts (none: in memory only). */
  tenantsFile?: string;
  /** Where sent mail is journalled, to be replayed into the stand-in after a restart (ses-mail-journal.ts). */
  mailJournal?: string;
}): Promise<SesProxy> {
  const upstream = new URL(options.upstream);
  // A fresh loopback connection per call: the stand-in closes idle kept-alive sockets after 5 s, and a call
  // on such a socket fails with ECONNRESET (a lost mail to the worker, a long wait to the test).
  const agent = new Agent({ keepAlive: false });
  if (options.mailJournal) await replayMails(options.mailJournal, upstream, SEND_PATH, agent);
  const sent = new Map<string, SentMail>();
  let throttleUntil = 0;
  let throttled = 0;
  /** GetAccount's SendQuota.MaxSendRate as the handlers see it (tests and benches raise it). */
  let maxSendRate: number | undefined;
  const tenants = new TenantRoutes(
    new LocalTenants(`arn:aws:ses:${options.region}:000000000000`, options.tenantsFile),
  );
  const answer = (res: ServerResponse, a: SesAnswer) =>
    sendJson(res, a.status, a.body, a.errorType ? { 'x-amzn-errortype': a.errorType } : {});

  const publish = (mail: SentMail, outcome: LocalOutcome) =>
    options.publish(sesEvents(mail, outcome, options.region)).catch((error: unknown) => {
      console.error('[ses proxy] publishing SES events failed', error);
    });

  /** Passes the call on; with `beforeEnd`, the answer is held whole and seen by it before the caller gets it. */
  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    body?: Buffer,
    beforeEnd?: (status: number, body: Buffer) => void,
  ) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          agent,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (!beforeEnd) res.write(chunk);
          });
          answer.once('end', () => {
            const whole = Buffer.concat(chunks);
            try {
              beforeEnd?.(answer.statusCode ?? 502, whole);
            } catch (error) {
              console.error('[ses proxy]', error);
            }
            res.end(beforeEnd ? whole : undefined);
            resolve({ status: answer.statusCode ?? 502, body: whole });
          });
          answer.once('error', reject);
        },
      );
      out.once('error', reject);
      if (body) out.end(body);
      else req.pipe(out);
    });

  const onSend = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req, MAX_BODY);
    if (Date.now() < throttleUntil) {
      throttled++;
      sendJson(
        res,
        429,
        { message: 'Maximum sending rate exceeded.' },
        { 'x-amzn-errortype': 'TooManyRequestsException' },
      );
      return;
    }
    const input = JSON.parse(body.toString('utf8')) as SendRequest;
    const refused =
      input.TenantName !== undefined &&
      tenants.refuseSend(input.TenantName, input.FromEmailAddress ?? '', input.ConfigurationSetName);
    if (refused) return answer(res, refused);
    // The mail and its events are journaled before the sender has the answer: a kill after it leaves them.
    await forward(req, res, body, (status, answerBody) => {
      if (status === 200) accepted(input, body, answerBody);
    });
  };

  const accepted = (input: SendRequest, body: Buffer, answerBody: Buffer) => {
    const { MessageId } = JSON.parse(answerBody.toString('utf8')) as { MessageId?: string };
    if (!MessageId) return;
    if (options.mailJournal) journalMail(options.mailJournal, body);
    const mail: SentMail = {
      messageId: MessageId,
      from: input.FromEmailAddress ?? '',
      to: input.Destination?.ToAddresses ?? [],
      subject: input.Content?.Simple?.Subject?.Data ?? '',
      configurationSet: input.ConfigurationSetName,
      ...(input.TenantName ? { tenant: input.TenantName } : {}),
      tags: Object.fromEntries((input.EmailTags ?? []).map((t) => [t.Name, [t.Value]])),
      at: new Date().toISOString(),
    };
    sent.set(MessageId, mail);
    if (sent.size > REMEMBERED) sent.delete(sent.keys().next().value as string);
    void publish(mail, localOutcome(mail.to));
  };

  const onControl = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const raw = req.method === 'POST' ? (await readBody(req, 64 * 1024)).toString('utf8') : '';
    let input: Record<string, unknown>;
    try {
      input = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      sendJson(res, 400, { message: 'The body is not JSON.' });
      return;
    }
    if (path.startsWith('/_control/tenants'))
      return answer(res, tenants.control(path, req.method ?? '', input));
    if (path === '/_control/throttle') {
      if (req.method === 'POST') {
        const forMs = Number(input.forMs);
        if (!Number.isFinite(forMs) || forMs < 0) {
          sendJson(res, 400, { message: 'forMs must be a number of milliseconds.' });
          return;
        }
        throttleUntil = Date.now() + forMs;
      }
      sendJson(res, 200, { throttling: Date.now() < throttleUntil, until: throttleUntil, throttled });
      return;
    }
    if (path === '/_control/account' && req.method === 'POST') {
      const rate = Number(input.maxSendRate);
      if (!Number.isFinite(rate) || rate <= 0) {
        sendJson(res, 400, { message: 'maxSendRate must be a positive number of mails a second.' });
        return;
      }
      maxSendRate = rate;
      sendJson(res, 200, { maxSendRate });
      return;
    }
    if (path === '/_control/mark' && req.method === 'POST') {
      const mail = sent.get(String(input.messageId));
      const outcome = input.outcome;
      if (!mail || (outcome !== 'bounced' && outcome !== 'complained')) {
        sendJson(res, 400, {
          message: 'Give the messageId of a recent mail and outcome bounced or complained.',
        });
        return;
      }
      await publish(mail, outcome);
      sendJson(res, 200, { messageId: mail.messageId, outcome });
      return;
    }
    if (path === '/_control/sent' && req.method === 'GET') {
      // When each remembered mail was accepted, to the millisecond (the stand-in's store keeps seconds).
      sendJson(res, 200, {
        mails: [...sent.values()].map((m) => ({
          messageId: m.messageId,
          to: m.to,
          at: m.at,
          ...(m.tenant ? { tenant: m.tenant } : {}),
        })),
      });
      return;
    }
    sendJson(res, 404, { message: 'No such control.' });
  };

  const onMarkForm = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
    const mail = sent.get(form.get('messageId') ?? '');
    const outcome = form.get('outcome');
    if (mail && (outcome === 'bounced' || outcome === 'complained')) await publish(mail, outcome);
    res.writeHead(303, { location: '/_local/marks' }).end();
  };

  /** The stand-in's answer to a GET of the same path, whole (to be changed before it is passed on). */
  const fetchUpstream = (req: IncomingMessage) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          agent,
          method: 'GET',
          path: req.url,
          headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
        },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.once('end', () =>
            resolve({ status: r.statusCode ?? 502, headers: r.headers, body: Buffer.concat(chunks) }),
          );
          r.once('error', reject);
        },
      );
      out.once('error', reject);
      out.end();
    });

  /**
   * The mail viewer's page, as a mail client that blocks remote images shows mail: the stand-in writes each
   * mail's HTML into a frame of this page, which inherits its content security policy, so remote images and
   * the campaign's open pixel load only after "Show images" (`?images=1`). Looking at mail locally then counts
   * no opens by itself (issue 29: one look at the viewer had made 189 of 295 "unique openers").
   */
  const onViewer = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = await fetchUpstream(req);
    const showImages = new URL(req.url ?? '/', 'http://local').searchParams.get('images') === '1';
    const headers = { ...answer.headers } as Record<string, string>;
    delete headers['content-length'];
    if (answer.status !== 200 || !String(headers['content-type'] ?? '').includes('text/html')) {
      res.writeHead(answer.status, headers).end(answer.body);
      return;
    }
    if (!showImages) headers['content-security-policy'] = VIEWER_IMAGE_POLICY;
    const html = answer.body
      .toString('utf8')
      .replace(/<body([^>]*)>/i, `<body$1>${imagesBanner(showImages)}`);
    res.writeHead(200, headers).end(html);
  };

  const onAccount = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = await fetchUpstream(req);
    if (answer.status !== 200 || maxSendRate === undefined) {
      res.writeHead(answer.status, answer.headers as Record<string, string>).end(answer.body);
      return;
    }
    const account = JSON.parse(answer.body.toString('utf8')) as { SendQuota?: Record<string, unknown> };
    sendJson(res, 200, { ...account, SendQuota: { ...account.SendQuota, MaxSendRate: maxSendRate } });
  };

  const onTenant = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const raw = (await readBody(req, 64 * 1024)).toString('utf8');
    let input: Record<string, unknown>;
    try {
      input = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return answer(res, { status: 400, errorType: 'BadRequestException', body: { message: 'Not JSON.' } });
    }
    answer(res, tenants.call(TENANT_PATHS[path]!, input));
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const work =
      TENANT_PATHS[path] && req.method === 'POST'
        ? onTenant(req, res, path)
        : path === SEND_PATH && req.method === 'POST'
          ? onSend(req, res)
          : path === ACCOUNT_PATH && req.method === 'GET'
            ? onAccount(req, res)
            : path.startsWith('/_control/')
              ? onControl(req, res, path)
              : path === '/_local/marks' && req.method === 'POST'
                ? onMarkForm(req, res)
                : path === '/' && req.method === 'GET'
                  ? onViewer(req, res)
                  : path === '/_local/marks'
                    ? Promise.resolve(
                        void res
                          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
                          .end(markPage([...sent.values()].slice(-100).reverse())),
                      )
                    : forward(req, res);
    work.catch((error: unknown) => {
      console.error('[ses proxy]', error);
      sendJson(res, 502, { message: 'The SES stand-in did not answer.' });
    });
  });
  // Keep idle connections open longer than the SDK keeps them (Node's 5 s default closes sockets the SDK
  // is about to reuse, which it then sees as ECONNRESET after a quiet spell, e.g. a throttling backoff).
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 125_000;
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    endpoint: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
