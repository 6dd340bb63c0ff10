/**
 * Issue 35: the sending guard's routes on the run's local stack. GET /api/sending-status answers the
 * caller's own guard; POST /api/sending-status/resume ("I've cleaned my list") resumes only the caller's
 * paused sending; send now and resume are refused while sending is paused; bad input changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { sendingStatusResponseSchema, sendingTexts } from '../../../shared/contracts/sending-status';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { expectError } from '../editor/support';
import { campaignsApi, draftOf, json, sender, store, type Sender } from './support';

const statusOf = (token?: string) => call('/api/sending-status', { token });
const resume = (token: string | undefined, body: unknown) =>
  call('/api/sending-status/resume', { method: 'POST', token, ...json(body) });

/** The account's guard as the SES events leave it after 8 bounces out of 100 mails. */
async function pausedByGuard(owner: Sender) {
  const at = new Date().toISOString();
  await store.put({
    ...keys.reputationGuard(owner.sub),
    state: 'paused',
    epoch: 0,
    pausedAt: at,
    reason: 'bounces',
    counts: { sent: 100, bounced: 8, complained: 0 },
  });
}

describe('the sending guard routes', () => {
  it('says why sending is paused, refuses to send until the owner confirms the clean-up, then resumes', async () => {
    const owner = await sender('guard-paused');
    const other = await sender('guard-other');
    await pausedByGuard(owner);
    const campaign = await draftOf(owner);

    const paused = sendingStatusResponseSchema.parse((await statusOf(owner.idToken)).body).sending;
    expect(paused).toMatchObject({
      state: 'paused',
      reason: 'bounces',
      sent: 100,
      bounced: 8,
      bounceRate: 0.08,
    });
    expect(sendingTexts.paused(paused)).toBe(
      "8% of your recent emails bounced, above our limit of 5%. We paused all your campaigns so your domain's reputation, and every other shop's, stays safe. Nothing more goes out until you resume.",
    );
    // Another account is not paused, and cannot resume this one.
    expect(sendingStatusResponseSchema.parse((await statusOf(other.idToken)).body).sending.state).toBe('ok');
    expectError(await resume(other.idToken, { cleaned: true }), 409, 'sending_not_paused');
    expect(await store.get(keys.reputationGuard(owner.sub))).toMatchObject({ state: 'paused', epoch: 0 });

    expectError(
      await campaignsApi.action(owner.idToken, campaign.id, 'send-now'),
      409,
      'sending_paused',
      sendingTexts.refusedWhilePaused,
    );
    expect(await store.get(keys.campaign(owner.sub, campaign.id))).toMatchObject({ status: 'draft' });

    const resumed = await resume(owner.idToken, { cleaned: true });
    expect(resumed.status, resumed.text).toBe(200);
    expect(sendingStatusResponseSchema.parse(resumed.body).sending).toMatchObject({
      state: 'ok',
      strict: true,
    });
    expect(await store.get(keys.reputationGuard(owner.sub))).toMatchObject({ state: 'sending', epoch: 1 });
    expectError(await resume(owner.idToken, { cleaned: true }), 409, 'sending_not_paused');
  });

  it('refuses a missing token, malformed JSON, a body without the confirmation and oversized bodies', async () => {
    const owner = await sender('guard-bad-input');
    await pausedByGuard(owner);
    expect((await statusOf(undefined)).status).toBe(401);
    expect((await resume(undefined, { cleaned: true })).status).toBe(401);
    const headers = { 'content-type': 'application/json' };
    const malformed = await rawCall('/api/sending-status/resume', {
      method: 'POST',
      token: owner.idToken,
      body: '{"cleaned":',
      headers,
    });
    expectError(malformed, 400, 'malformed_json');
    const big = await rawCall('/api/sending-status/resume', {
      method: 'POST',
      token: owner.idToken,
      body: JSON.stringify({ cleaned: true, note: 'x'.repeat(2_000) }),
      headers,
    });
    expect(big.status).toBe(413);
    for (const body of [{}, { cleaned: false }, { cleaned: true, accountId: 'someone' }, 'yes'])
      expect((await resume(owner.idToken, body)).status).toBe(400);
    const bodyOnGet = await rawCall('/api/sending-status', {
      method: 'GET',
      token: owner.idToken,
      body: '{}',
      headers,
    });
    expect(bodyOnGet.status).toBe(413);
    expect(await store.get(keys.reputationGuard(owner.sub))).toMatchObject({ state: 'paused', epoch: 0 });
  });
});
