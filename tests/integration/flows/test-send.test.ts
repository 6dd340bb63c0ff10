/**
 * POST /api/flows/{flowId}/test-send (issue 32, "Send me this flow"): every email of the flow, in order, to
 * the owner's own verified address, labelled as a test, through the editor's test-send rules, into the SES
 * stand-in's store.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../../shared/contracts/editor';
import { FLOW_TEST_SUBJECT_PREFIX } from '../../../lambdas/domain/flows/test-send-flow';
import { getTestSendLog } from '../../../lambdas/domain/items/test-sends';
import { rawCall } from '../helpers/api';
import { verifyEmail } from '../helpers/cognito';
import { flowsByName, flowTestSend, makePrebuilt, ownerWhoChose, store } from './prebuilt-support';

interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}
const { env } = inject('stack');
const mailsTo = async (to: string): Promise<SentMail[]> =>
  ((await (await fetch(`${env.AWS_ENDPOINT_SES}/store`)).json()) as { emails: SentMail[] }).emails.filter(
    (e) => e.destination.to.includes(to) && e.subject.startsWith(FLOW_TEST_SUBJECT_PREFIX),
  );

type Owner = Awaited<ReturnType<typeof ownerWhoChose>>;
let ann: Owner;
let ben: Owner;
let flowId: string;

beforeAll(async () => {
  [ann, ben] = await Promise.all([
    ownerWhoChose('pro', 'flowtest-ann', ['welcome_new_subscriber']),
    ownerWhoChose('pro', 'flowtest-ben', ['birthday_greeting']),
  ]);
  ann = { ...ann, idToken: await verifyEmail(ann) };
  expect((await makePrebuilt(ann.idToken)).status).toBe(200);
  flowId = (await flowsByName(ann.sub)).get('Welcome series')!.flowId;
});

describe('POST /api/flows/{flowId}/test-send', () => {
  it("mails every email of the flow, in order, to the owner's address, each labelled as a test", async () => {
    const res = await flowTestSend(ann.idToken, flowId);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ sent: 3 });
    const flow = (await flowsByName(ann.sub)).get('Welcome series')!;
    const subjects = flow.definition.steps.flatMap((s) => (s.type === 'email' ? [s.subject] : []));
    const mails = await mailsTo(ann.email);
    expect(mails.map((m) => m.subject)).toEqual(subjects.map((s) => `${FLOW_TEST_SUBJECT_PREFIX}${s}`));
    expect(mails.every((m) => m.body.html?.includes('/u/preview'))).toBe(true);
    // One slot of the editor's test-send limit per email.
    expect((await getTestSendLog(store, ann.sub)).times).toHaveLength(3);
  });

  it("answers 404 for another account's flow and an unknown one, sending nothing", async () => {
    const before = (await mailsTo(ben.email)).length;
    const res = await flowTestSend(ben.idToken, flowId);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'flow_not_found', message: 'Flow not found.' });
    expect((await flowTestSend(ann.idToken, 'no-such-flow')).status).toBe(404);
    expect((await mailsTo(ben.email)).length).toBe(before);
  });

  it('refuses an owner whose address is not verified', async () => {
    expect((await makePrebuilt(ben.idToken)).status).toBe(200);
    const bens = (await flowsByName(ben.sub)).get('Birthday')!.flowId;
    const res = await flowTestSend(ben.idToken, bens);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'email_not_verified', message: EMAIL_NOT_VERIFIED_MESSAGE });
  });

  it('refuses a missing token, malformed JSON, unknown fields and oversized bodies, sending nothing', async () => {
    const before = (await mailsTo(ann.email)).length;
    expect((await flowTestSend(undefined, flowId)).status).toBe(401);
    const malformed = await flowTestSend(ann.idToken, flowId, '{"x":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    expect((await flowTestSend(ann.idToken, flowId, '{"to":"someone@example.com"}')).status).toBe(400);
    const big = await rawCall(`/api/flows/${flowId}/test-send`, {
      method: 'POST',
      token: ann.idToken,
      body: JSON.stringify({ pad: 'x'.repeat(3000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(413);
    expect([400, 404]).toContain((await flowTestSend(ann.idToken, 'x'.repeat(65))).status);
    expect((await mailsTo(ann.email)).length).toBe(before);
  });
});
