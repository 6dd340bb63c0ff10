/**
 * The signed-in tracking routes over HTTP: POST /api/tracking/id (get-or-create-tracking-id), GET
 * /api/tracking/status (test-pixel-status) and POST /api/tracking/check-site. Each is checked for a
 * missing token, a wrong owner, malformed JSON and oversized input, besides what it answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { isTrackingId } from '../../../shared/tracking/event';
import {
  PIXEL_NOT_YET_RECEIVED_MESSAGE,
  PIXEL_RECEIVED_MESSAGE,
  pixelHelpFor,
  pixelStatusResponseSchema,
} from '../../../shared/tracking/status';
import { call, rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { createSetup, dynamo, eventBody, ingest, store, uniqueDomain, userWithSetup } from './support';

afterAll(() => dynamo.destroy());

const NOT_FOUND = 'Email setup not found. Please complete previous steps.';
const json = { 'content-type': 'application/json' };

const postId = (token: string | undefined, body: unknown) =>
  call<Record<string, unknown>>('/api/tracking/id', {
    method: 'POST',
    token,
    headers: json,
    body: JSON.stringify(body),
  });
const getStatus = (token: string | undefined, setupId: string) =>
  call<Record<string, unknown>>(`/api/tracking/status?emailSetupId=${encodeURIComponent(setupId)}`, {
    token,
  });
const checkSite = (token: string | undefined, setupId: string) =>
  call<Record<string, unknown>>('/api/tracking/check-site', {
    method: 'POST',
    token,
    headers: json,
    body: JSON.stringify({ emailSetupId: setupId }),
  });

describe('POST /api/tracking/id', () => {
  it('creates a random, unguessable id once and answers the same one after (also under concurrency)', async () => {
    const user = await newUser('tracking');
    const setupId = await createSetup(user.idToken, uniqueDomain('id'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postId(user.idToken, { emailSetupId: setupId })),
    );
    const ids = answers.map((a) => a.body.trackingPixelId);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    const [id] = ids as [string];
    expect(isTrackingId(id)).toBe(true);
    expect(id).not.toContain(setupId);
    expect(id).not.toContain(user.sub);
    expect((await postId(user.idToken, { emailSetupId: setupId })).body.trackingPixelId).toBe(id);
    // Resolvable by the ingest: gsi1 keys on the setup item.
    expect(await store.get(keys.setup(user.sub))).toMatchObject({
      trackingId: id,
      ...keys.trackingIndex(id),
    });

    const other = await userWithSetup();
    expect(other.trackingId).not.toBe(id);
  });

  it("answers 404 in the spec's words when the caller has no setup", async () => {
    const user = await newUser('tracking');
    const res = await postId(user.idToken, { emailSetupId: 'whatever' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'setup_not_found', message: NOT_FOUND });
  });

  it("answers 404 for another user's setup id and never reveals or creates their tracking id", async () => {
    const owner = await userWithSetup({ withTrackingId: false });
    const intruder = await userWithSetup();
    const res = await postId(intruder.idToken, { emailSetupId: owner.setupId });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: NOT_FOUND });
    expect(await store.get(keys.setup(owner.sub))).not.toHaveProperty('trackingId');
    expect(await store.get(keys.trackingIdClaim(owner.setupId))).toBeUndefined();
  });

  it('answers 401 without a token, 400 for malformed JSON or a missing id, 413 when oversized', async () => {
    const user = await userWithSetup({ withTrackingId: false });
    expect((await postId(undefined, { emailSetupId: user.setupId })).status).toBe(401);
    expect((await postId('not-a-token', { emailSetupId: user.setupId })).status).toBe(401);
    const malformed = await call('/api/tracking/id', {
      method: 'POST',
      token: user.idToken,
      headers: json,
      body: '{"emailSetupId":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const missing = await postId(user.idToken, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      issues: [{ path: 'body.emailSetupId', message: 'emailSetupId is required' }],
    });
    expect((await postId(user.idToken, { emailSetupId: user.setupId, extra: 1 })).status).toBe(400);
    const big = await postId(user.idToken, { emailSetupId: user.setupId, pad: 'x'.repeat(2000) });
    expect(big.status).toBe(413);
    // Nothing was created by any of these.
    expect(await store.get(keys.setup(user.sub))).not.toHaveProperty('trackingId');
  });
});

describe('GET /api/tracking/status', () => {
  it("says 'not yet received' (with the help text) before any event, then success with first and latest event", async () => {
    const user = await userWithSetup();
    const before = await getStatus(user.idToken, user.setupId);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: false, message: PIXEL_NOT_YET_RECEIVED_MESSAGE });
    expect(pixelHelpFor(String(before.body.message))).toBe(
      "Make sure you've saved/published the script on your site and visited a page. It can sometimes take a few minutes for the first signal to arrive.",
    );

    expect((await ingest(eventBody(user.trackingId, { page_url: 'https://shop.example.com/' }))).status).toBe(
      202,
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (
        await ingest(
          eventBody(user.trackingId, { event_name: 'view', page_url: 'https://shop.example.com/p/2' }),
        )
      ).status,
    ).toBe(202);

    const after = await getStatus(user.idToken, user.setupId);
    expect(after.status).toBe(200);
    const status = pixelStatusResponseSchema.parse(after.body);
    expect(status).toMatchObject({
      success: true,
      message: PIXEL_RECEIVED_MESSAGE,
      details: { pageUrl: 'https://shop.example.com/p/2', eventName: 'view' },
    });
    expect(Date.parse(status.details!.firstEventAt)).toBeLessThan(Date.parse(status.details!.latestEventAt!));
    expect((await store.get(keys.setup(user.sub)))?.trackingFirstEventAt).toBe(status.details?.firstEventAt);
  });

  it("never shows events of another user's tracking id", async () => {
    const [mine, theirs] = await Promise.all([userWithSetup(), userWithSetup()]);
    for (let i = 0; i < 3; i++) expect((await ingest(eventBody(theirs.trackingId))).status).toBe(202);
    expect((await getStatus(mine.idToken, mine.setupId)).body).toEqual({
      success: false,
      message: PIXEL_NOT_YET_RECEIVED_MESSAGE,
    });
    // Asking with their setup id answers 404, not their status.
    const foreign = await getStatus(mine.idToken, theirs.setupId);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: NOT_FOUND });
    expect((await getStatus(theirs.idToken, theirs.setupId)).body).toMatchObject({ success: true });
  });

  it('answers 401 without a token, 400 without an id, 404 without a setup, 400/413 for a body on GET', async () => {
    const user = await userWithSetup();
    expect((await getStatus(undefined, user.setupId)).status).toBe(401);
    expect((await call('/api/tracking/status', { token: user.idToken })).status).toBe(400);
    const nobody = await newUser('tracking');
    expect((await getStatus(nobody.idToken, user.setupId)).status).toBe(404);
    const path = `/api/tracking/status?emailSetupId=${user.setupId}`;
    const malformed = await rawCall(path, { method: 'GET', token: user.idToken, headers: json, body: '{' });
    expect(malformed.status).toBe(413); // the route takes no body at all: any body is over its limit
    expect(
      (await rawCall(path, { method: 'GET', token: user.idToken, headers: json, body: 'x'.repeat(5000) }))
        .status,
    ).toBe(413);
  });
});

describe('POST /api/tracking/check-site', () => {
  it('fetches only the setup domain and, outside local tests, refuses one that points to a loopback address', async () => {
    // A domain whose address is loopback: the API refuses 'localhost' as a domain (it is not one), so the
    // item gets it directly. The integration stack does not set ALLOW_LOOPBACK_FETCH, as in AWS.
    const user = await userWithSetup();
    await store.update(keys.setup(user.sub), { domain: 'localhost' }, 'present');
    const res = await checkSite(user.idToken, user.setupId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: 'unreachable',
      url: 'https://localhost/',
      message: 'Could not check https://localhost/: localhost points to a private or local address.',
    });
  });

  it('answers 400 when the setup has no domain or no tracking id yet', async () => {
    const noDomain = await userWithSetup();
    await store.update(keys.setup(noDomain.sub), { domain: undefined }, 'present');
    expect((await checkSite(noDomain.idToken, noDomain.setupId)).body).toEqual({
      error: 'no_domain',
      message: 'Your setup has no website domain to check.',
    });
    const noId = await userWithSetup({ withTrackingId: false });
    const res = await checkSite(noId.idToken, noId.setupId);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Create your tracking script first, then add it to your site.',
    });
  });

  it("answers 401 without a token, 404 for another user's setup, 400 for malformed JSON, 413 when oversized", async () => {
    const [owner, intruder] = await Promise.all([userWithSetup(), userWithSetup()]);
    expect((await checkSite(undefined, owner.setupId)).status).toBe(401);
    expect((await checkSite(intruder.idToken, owner.setupId)).body).toMatchObject({ message: NOT_FOUND });
    expect(
      (
        await call('/api/tracking/check-site', {
          method: 'POST',
          token: owner.idToken,
          headers: json,
          body: '{x',
        })
      ).status,
    ).toBe(400);
    const big = await call('/api/tracking/check-site', {
      method: 'POST',
      token: owner.idToken,
      headers: json,
      body: JSON.stringify({ emailSetupId: owner.setupId, url: `https://${'a'.repeat(2000)}.example/` }),
    });
    expect(big.status).toBe(413);
    // A URL in the body is never followed: unknown keys are refused outright.
    const withUrl = await call('/api/tracking/check-site', {
      method: 'POST',
      token: owner.idToken,
      headers: json,
      body: JSON.stringify({ emailSetupId: owner.setupId, url: 'http://169.254.169.254/' }),
    });
    expect(withUrl.status).toBe(400);
  });
});
