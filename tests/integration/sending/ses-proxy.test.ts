/**
 * The local SES proxy (lambdas/local/ses-proxy.ts) in front of the real SES stand-in, driven by the real
 * SES v2 adapter: the mailbox simulator's events, the mail viewer's marks, throttling and the reported
 * send rate. `publish` is the proxy's own seam (the stack passes the ses-events handler); here it collects.
 */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SesMailer } from '../../../lambdas/adapters/aws/ses-mailer';
import { readSesEvent } from '../../../lambdas/domain/campaigns/send/ses-event';
import { startSesProxy, VIEWER_IMAGE_POLICY, type SesProxy } from '../../../lambdas/local/ses-proxy';
import { MailThrottledError, type OutgoingEmail } from '../../../lambdas/ports/mailer';

let proxy: SesProxy;
let mailer: SesMailer;
let client: SESv2Client;
const published: { 'detail-type': string; detail: unknown }[] = [];

beforeAll(async () => {
  proxy = await startSesProxy({
    upstream: `http://127.0.0.1:${inject('stack').ports.ses}`,
    host: '127.0.0.1',
    region: 'us-east-1',
    publish: async (events) => void published.push(...(events as typeof published)),
  });
  client = new SESv2Client({
    endpoint: proxy.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  mailer = new SesMailer(client, 'jm-test');
});
afterAll(async () => {
  client.destroy();
  await proxy.close();
});

const mail = (to: string): OutgoingEmail => ({
  from: 'news@shop.example.com',
  to: [to],
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
  headers: [{ name: 'List-Unsubscribe', value: '<https://x.example.com/api/u/t>' }],
  tags: { account: 'acct', campaign: 'camp', contact: 'c1' },
});
const post = async (path: string, body: unknown) =>
  fetch(`${proxy.endpoint}${path}`, { method: 'POST', body: JSON.stringify(body) });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('the local SES proxy', () => {
  it('publishes what the simulator addresses yield, with the mail’s tags; other mail is delivered', async () => {
    published.length = 0;
    const { messageId } = await mailer.send(mail('bounce+p1@simulator.amazonses.com'));
    await until(() => published.length >= 2);
    expect(published.map((e) => e['detail-type'])).toEqual(['Email Sent', 'Email Bounced']);
    expect(readSesEvent(published[1]?.detail)).toEqual({
      outcome: 'hard_bounce',
      messageId,
      sub: 'acct',
      campaignId: 'camp',
      contactId: 'c1',
    });
    published.length = 0;
    // A mail to an ordinary address lands in the mail viewer: SES would report it delivered.
    const ordinary = await mailer.send(mail('someone@example.com'));
    await until(() => published.length >= 2);
    expect(published.map((e) => e['detail-type'])).toEqual(['Email Sent', 'Email Delivered']);
    expect(readSesEvent(published[1]?.detail)).toMatchObject({
      outcome: 'delivered',
      messageId: ordinary.messageId,
      contactId: 'c1',
    });
    published.length = 0;
    await mailer.send(mail('complaint@simulator.amazonses.com'));
    await until(() => published.length >= 3);
    expect(published.map((e) => e['detail-type'])).toEqual([
      'Email Sent',
      'Email Delivered',
      'Email Complaint Received',
    ]);
  });

  it('marks any recent mail bounced or complained, and refuses an unknown one', async () => {
    const { messageId } = await mailer.send(mail('plain@example.com'));
    published.length = 0;
    const ok = await post('/_control/mark', { messageId, outcome: 'complained' });
    expect(ok.status).toBe(200);
    expect(published.map((e) => readSesEvent(e.detail)?.outcome)).toContain('complaint');
    expect((await post('/_control/mark', { messageId: 'nope', outcome: 'bounced' })).status).toBe(400);
    expect((await post('/_control/mark', { messageId, outcome: 'deleted' })).status).toBe(400);
    const page = await (await fetch(`${proxy.endpoint}/_local/marks`)).text();
    expect(page).toContain('plain@example.com');
    expect(page).toContain('Mark bounced');
  });

  it('answers TooManyRequests while throttling, then sends again; the stand-in still has its other routes', async () => {
    expect((await post('/_control/throttle', { forMs: 'x' })).status).toBe(400);
    await post('/_control/throttle', { forMs: 60_000 });
    await expect(mailer.send(mail('later@example.com'))).rejects.toBeInstanceOf(MailThrottledError);
    const state = (await (await post('/_control/throttle', { forMs: 0 })).json()) as { throttled: number };
    expect(state.throttled).toBeGreaterThanOrEqual(1);
    await expect(mailer.send(mail('later@example.com'))).resolves.toMatchObject({
      messageId: expect.any(String),
    });
    const store = (await (await fetch(`${proxy.endpoint}/store`)).json()) as { emails: unknown[] };
    expect(store.emails.length).toBeGreaterThan(0);
  });

  it('reports the send rate it is told to (the stand-in’s own is 14/s)', async () => {
    expect(await mailer.maxSendRate()).toBe(14);
    await post('/_control/account', { maxSendRate: 250 });
    expect(await mailer.maxSendRate()).toBe(250);
    expect((await post('/_control/account', { maxSendRate: -1 })).status).toBe(400);
  });

  it('shows the mail viewer with remote images blocked (no open pixel fires) until "Show images" is asked', async () => {
    const blocked = await fetch(`${proxy.endpoint}/`);
    expect(blocked.status).toBe(200);
    expect(blocked.headers.get('content-security-policy')).toBe(VIEWER_IMAGE_POLICY);
    const page = await blocked.text();
    expect(page).toContain('Images are blocked');
    expect(page).toContain('href="/?images=1"');
    // The stand-in's own viewer is still what is shown (its mail list script).
    expect(page).toMatch(/<script/i);

    const shown = await fetch(`${proxy.endpoint}/?images=1`);
    expect(shown.headers.get('content-security-policy')).toBeNull();
    expect(await shown.text()).toContain('Images are shown');
  });
});
