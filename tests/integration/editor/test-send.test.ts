/**
 * POST /api/projects/{projectId}/test-send through the real SES v2 SDK into aws-ses-v2-local (the mail
 * shown at /_local/mail): the saved document rendered by the server as HTML and plain text, the
 * recipient policy of issue 18 (verified address; own address, or anyone From a verified domain), the
 * header text, recipient checks, the per-account limits and the per-recipient limit.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  recipientNotAllowedMessage,
  TEST_SEND_LIMITS,
  testSendLimitedSchema,
  testSendResponseSchema,
} from '../../../shared/contracts/editor';
import {
  emailLinkOrigin,
  parseEmailDocument,
  previewListLinks,
  renderEmailHtml,
  renderEmailText,
  withListLinks,
} from '../../../shared/email';
import { keys } from '../../../lambdas/table';
import {
  expectError,
  referenceDocument,
  saved,
  smallDocument,
  store,
  testSend,
  userWithProject,
  verifiedUserWithProject,
  type Owner,
} from './support';

interface SentMail {
  messageId: string;
  from: string;
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

const { env, baseUrl } = inject('stack');
const recipient = () => `reader-${randomUUID().slice(0, 8)}@example.com`;

async function sentTo(to: string): Promise<SentMail[]> {
  const store = (await (await fetch(`${env.AWS_ENDPOINT_SES}/store`)).json()) as { emails: SentMail[] };
  // Not the verification-code emails the account's own address also received.
  return store.emails.filter(
    (e) => e.destination.to.includes(to) && e.subject !== 'Your Jungle Mail verification code',
  );
}

/** Marks the owner's sending domain as verified (or pending) as the DNS check would. */
const domainStatus = (owner: Owner, domain: string, overallDnsStatus: 'verified' | 'pending') =>
  store.put({ ...keys.setup(owner.sub), domain, overallDnsStatus });

let ann: Owner;
let ben: Owner;

beforeAll(async () => {
  [ann, ben] = await Promise.all([verifiedUserWithProject('send-ann'), verifiedUserWithProject('send-ben')]);
  await saved(ann, 0, referenceDocument);
});

describe('a test send', () => {
  it('mails the saved document as HTML and plain text, subject its name, from the product sender', async () => {
    const to = ann.email;
    const res = await testSend(ann.idToken, ann.projectId, { recipientEmail: `  ${to} ` });
    expect(res.status, res.text).toBe(200);
    const body = testSendResponseSchema.parse(res.body);
    const doc = parseEmailDocument(referenceDocument, { strict: true });
    if (!doc.ok) throw new Error(doc.problems.join('; '));
    expect(body).toMatchObject({
      recipientEmail: to,
      subject: 'Jungle Gear: The Summer Trail Sale',
      from: 'Jungle Mail <preview@junglemail.app>',
      message: `Preview email sent to ${to}`,
    });
    const [mail] = await sentTo(to);
    expect(mail).toBeDefined();
    expect(mail!.messageId).toBe(body.messageId);
    expect(mail!.subject).toBe('Jungle Gear: The Summer Trail Sale');
    expect(mail!.from).toContain('preview@junglemail.app');
    // Its unsubscribe and preferences links open the harmless preview page, whatever the document says.
    const sent = withListLinks(doc.data, previewListLinks(env.SITE_URL!));
    expect(mail!.body.html?.trim()).toBe(renderEmailHtml(sent).trim());
    expect(mail!.body.text?.trim()).toBe(renderEmailText(sent).trim());
    const page = `${emailLinkOrigin(env.SITE_URL!)}/u/preview`;
    expect(mail!.body.html).toContain(
      `href="${page}" target="_blank" rel="noopener" style="color:#6c757d;text-decoration:underline">Unsubscribe`,
    );
    expect(mail!.body.text).toContain(`(${page})`);
    // The local mail viewer is where a developer finds it.
    const viewer = await fetch(`${baseUrl}/_local/mail`, { redirect: 'manual' });
    expect(viewer.status).toBe(302);
  });

  it("comes from the user's own domain once its DNS is verified", async () => {
    const owner = await verifiedUserWithProject('send-domain');
    await saved(owner, 0, smallDocument('From my domain', 'Hello from candles'));
    await domainStatus(owner, 'candles.example', 'pending');
    const pending = testSendResponseSchema.parse(
      (await testSend(owner.idToken, owner.projectId, { recipientEmail: owner.email })).body,
    );
    expect(pending.from).toBe('Jungle Mail <preview@junglemail.app>');
    await domainStatus(owner, 'candles.example', 'verified');
    const own = testSendResponseSchema.parse(
      (await testSend(owner.idToken, owner.projectId, { recipientEmail: owner.email })).body,
    );
    expect(own.from).toBe('preview@candles.example');
    expect((await sentTo(owner.email)).map((m) => m.from)).toEqual(
      expect.arrayContaining([expect.stringContaining('preview@candles.example')]),
    );
  });

  it('sends what is saved, not what the browser holds: a stale expectedVersion is a 409', async () => {
    const res = await testSend(ann.idToken, ann.projectId, {
      recipientEmail: ann.email,
      expectedVersion: 0,
    });
    expectError(res, 409, 'version_conflict');
    expect(testSendLimitedSchema.safeParse(res.body).success).toBe(false);
  });

  it('refuses a project with nothing saved yet', async () => {
    const to = ben.email;
    expectError(
      await testSend(ben.idToken, ben.projectId, { recipientEmail: to }),
      409,
      'no_content',
      'Please generate an email template first.',
    );
    expect(await sentTo(to)).toEqual([]);
  });

  it('validates the recipient in the spec words', async () => {
    expectError(
      await testSend(ann.idToken, ann.projectId, { recipientEmail: '   ' }),
      400,
      'invalid_recipient',
      'Please enter a recipient email address.',
    );
    for (const bad of ['not-an-email', 'a@b.com, c@d.com', 'x@example.com\r\nBcc: y@example.com'])
      expectError(
        await testSend(ann.idToken, ann.projectId, { recipientEmail: bad }),
        400,
        'invalid_recipient',
        'Please enter a valid recipient email address.',
      );
    expectError(
      await testSend(ann.idToken, ann.projectId, { emailHtml: '<p>x</p>' }),
      400,
      'invalid_request',
    );
  });

  it("cannot send another user's project", async () => {
    const to = ben.email;
    expectError(await testSend(ben.idToken, ann.projectId, { recipientEmail: to }), 404, 'project_not_found');
    expect(await sentTo(to)).toEqual([]);
  });
});

describe('per-user limits', () => {
  it(`allows ${TEST_SEND_LIMITS.perHour} an hour, then answers 429 with Retry-After`, async () => {
    const owner = await verifiedUserWithProject('send-hourly');
    await saved(owner, 0, smallDocument('Limits'));
    const to = owner.email;
    const answers = [];
    for (let i = 0; i < TEST_SEND_LIMITS.perHour; i++)
      answers.push((await testSend(owner.idToken, owner.projectId, { recipientEmail: to })).status);
    expect(answers).toEqual(Array(TEST_SEND_LIMITS.perHour).fill(200));
    const limited = await testSend(owner.idToken, owner.projectId, { recipientEmail: to });
    expect(limited.status).toBe(429);
    const body = testSendLimitedSchema.parse(limited.body);
    expect(Number(limited.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
    expect(body.retryAfterSeconds).toBeGreaterThan(3500);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(body.message).toMatch(
      /^You can send up to 10 test emails an hour and 50 a day\. Please try again in/,
    );
    expect(await sentTo(to)).toHaveLength(TEST_SEND_LIMITS.perHour);
  });

  it(`allows ${TEST_SEND_LIMITS.perDay} a day: a user at the daily limit waits for the oldest to age out`, async () => {
    const owner = await verifiedUserWithProject('send-daily');
    await saved(owner, 0, smallDocument('Daily'));
    const now = Date.now();
    // 50 sends spread over the last day, none in the last two hours: the hourly limit is not the reason.
    const oldest = now - 23 * 3_600_000;
    const times = Array.from({ length: TEST_SEND_LIMITS.perDay }, (_, i) => oldest + i * 60_000);
    await store.put({ ...keys.testSendLog(owner.sub), times, rev: 1 });
    const to = owner.email;
    const limited = await testSend(owner.idToken, owner.projectId, { recipientEmail: to });
    expect(limited.status, limited.text).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3590); // the oldest send leaves the day in about an hour
    expect(wait).toBeLessThanOrEqual(3600 + 5);
    expect(await sentTo(to)).toEqual([]);
  });

  it('holds under concurrency: 15 sends at once, exactly 10 go out', async () => {
    const owner = await verifiedUserWithProject('send-race');
    await saved(owner, 0, smallDocument('Race'));
    const to = owner.email;
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => testSend(owner.idToken, owner.projectId, { recipientEmail: to })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(TEST_SEND_LIMITS.perHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - TEST_SEND_LIMITS.perHour);
    expect(await sentTo(to)).toHaveLength(TEST_SEND_LIMITS.perHour);
  });
});

describe('who a test send may reach (issue 18)', () => {
  it('an account whose address is not verified sends nothing, not even to itself: 403 saying how to verify', async () => {
    const owner = await userWithProject('send-unverified');
    await saved(owner, 0, smallDocument('Unverified'));
    await domainStatus(owner, 'unverified-owner.example', 'verified');
    for (const to of [owner.email, recipient()]) {
      expectError(
        await testSend(owner.idToken, owner.projectId, { recipientEmail: to }),
        403,
        'email_not_verified',
        EMAIL_NOT_VERIFIED_MESSAGE,
      );
      expect(await sentTo(to)).toEqual([]);
    }
    expect(await store.get(keys.testSendLog(owner.sub))).toBeUndefined();
  });

  it('a verified account may mail its own address, however it is capitalised', async () => {
    const to = ann.email.toUpperCase();
    const res = await testSend(ann.idToken, ann.projectId, { recipientEmail: to });
    expect(res.status, res.text).toBe(200);
    expect(testSendResponseSchema.parse(res.body).from).toBe('Jungle Mail <preview@junglemail.app>');
  });

  it('other recipients only with a verified sending domain: 403 without one, or while it is pending', async () => {
    const owner = await verifiedUserWithProject('send-outside');
    await saved(owner, 0, smallDocument('Outside'));
    const to = recipient();
    const refused = () => testSend(owner.idToken, owner.projectId, { recipientEmail: to });
    expectError(await refused(), 403, 'recipient_not_allowed', recipientNotAllowedMessage(owner.email));
    await domainStatus(owner, 'outside-shop.example', 'pending');
    expectError(await refused(), 403, 'recipient_not_allowed');
    expect(await sentTo(to)).toEqual([]);
    expect(await store.get(keys.testSendLog(owner.sub))).toBeUndefined();
  });

  it('with a verified sending domain, other recipients get it From that domain', async () => {
    const owner = await verifiedUserWithProject('send-shop');
    await saved(owner, 0, smallDocument('Shop news'));
    await domainStatus(owner, 'shop.example', 'verified');
    const to = recipient();
    const res = await testSend(owner.idToken, owner.projectId, { recipientEmail: to });
    expect(res.status, res.text).toBe(200);
    expect(testSendResponseSchema.parse(res.body).from).toBe('preview@shop.example');
    const [mail] = await sentTo(to);
    expect(mail!.from).toContain('preview@shop.example');
  });

  it(`one outside address takes test sends from at most ${TEST_SEND_LIMITS.accountsPerRecipientPerHour} accounts an hour`, async () => {
    const senders = await Promise.all(
      Array.from({ length: TEST_SEND_LIMITS.accountsPerRecipientPerHour + 1 }, async (_, i) => {
        const owner = await verifiedUserWithProject(`send-many-${i}`);
        await saved(owner, 0, smallDocument(`Many ${i}`));
        await domainStatus(owner, `many-${i}-${owner.sub.slice(0, 8)}.example`, 'verified');
        return owner;
      }),
    );
    const to = recipient();
    const send = (owner: Owner) => testSend(owner.idToken, owner.projectId, { recipientEmail: to });
    const allowed = senders.slice(0, TEST_SEND_LIMITS.accountsPerRecipientPerHour);
    for (const owner of allowed) expect((await send(owner)).status).toBe(200);
    const last = senders.at(-1)!;
    const limited = await send(last);
    expect(limited.status, limited.text).toBe(429);
    const body = testSendLimitedSchema.parse(limited.body);
    expect(body.message).toMatch(
      /^This address has received test emails from several accounts in the last hour\. Please try again in/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
    expect(body.retryAfterSeconds).toBeGreaterThan(3500);
    // The refused account's own slot was given back; an account already counted may send again.
    expect(await store.get(keys.testSendLog(last.sub))).toMatchObject({ times: [] });
    expect((await send(allowed[0]!)).status).toBe(200);
    expect(await sentTo(to)).toHaveLength(TEST_SEND_LIMITS.accountsPerRecipientPerHour + 1);
  });
});

describe('the subject header', () => {
  it('carries no control or line-separator character, whatever the email name holds', async () => {
    const owner = await verifiedUserWithProject('send-subject');
    await saved(
      owner,
      0,
      smallDocument('Header', 'Sale\u2028Bcc: x@evil.example\u2029Now\u0085later\u0007!'),
    );
    const res = await testSend(owner.idToken, owner.projectId, { recipientEmail: owner.email });
    expect(res.status, res.text).toBe(200);
    expect(testSendResponseSchema.parse(res.body).subject).toBe('Sale Bcc: x@evil.example Now later !');
    const [mail] = await sentTo(owner.email);
    expect(mail!.subject).toBe('Sale Bcc: x@evil.example Now later !');
  });
});
