import { beforeAll, describe, expect, it } from 'vitest';
import { setupResponseSchema } from '../../../shared/contracts/setup';
import { domainMessages } from '../../../shared/onboarding/domain-name';
import { keys } from '../../../lambdas/table';
import { call, rawCall } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { freshDomain, getSetup, patchSetup, setupOf, tableStore } from './support';

type User = Awaited<ReturnType<typeof newUser>>;
const store = tableStore();
let ann: User;
let ben: User;

beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('ann'), newUser('ben')]);
});

describe('GET /api/setup', () => {
  it('answers { setup: null } before the first save', async () => {
    const res = await getSetup(ann.idToken);
    expect(res.status).toBe(200);
    expect(setupResponseSchema.parse(res.body)).toEqual({ setup: null });
  });
});

describe('PATCH /api/setup', () => {
  it('creates the record on the first save (id, owner from the token, formComplete false)', async () => {
    const user = await newUser('first');
    const setup = setupOf(
      await patchSetup(user.idToken, { businessDescription: '  Hand-poured soy candles.  ' }),
    );
    expect(setup).toMatchObject({
      userId: user.sub,
      businessDescription: 'Hand-poured soy candles.',
      goalsFormRawText: null,
      goals: [],
      selectedCampaignIds: [],
      websiteProvider: null,
      domain: null,
      formComplete: false,
      overallDnsStatus: null,
    });
    expect(setup.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(setupOf(await getSetup(user.idToken))).toEqual(setup);
  });

  it('an empty body creates a basic record once and then changes nothing', async () => {
    const user = await newUser('basic');
    const created = setupOf(await patchSetup(user.idToken, {}));
    expect(created).toMatchObject({ userId: user.sub, formComplete: false, businessDescription: null });
    expect(setupOf(await patchSetup(user.idToken, {}))).toEqual(created);
  });

  it('saves each step, keeps the others, derives goals and keeps one record', async () => {
    const user = await newUser('steps');
    const first = setupOf(await patchSetup(user.idToken, { businessDescription: 'Candles' }));
    setupOf(
      await patchSetup(user.idToken, { goalsFormRawText: ' More repeat orders \n\n Win back customers\r\n' }),
    );
    setupOf(
      await patchSetup(user.idToken, { selectedCampaignIds: ['weekly_newsletter', 'abandoned_cart_1'] }),
    );
    const last = setupOf(
      await patchSetup(user.idToken, { websiteProvider: 'shopify', domain: freshDomain() }),
    );
    expect(last).toMatchObject({
      id: first.id,
      businessDescription: 'Candles',
      goalsFormRawText: ' More repeat orders \n\n Win back customers\r\n',
      goals: ['More repeat orders', 'Win back customers'],
      selectedCampaignIds: ['weekly_newsletter', 'abandoned_cart_1'],
      websiteProvider: 'shopify',
      createdAt: first.createdAt,
    });
    expect(last.updatedAt >= first.updatedAt).toBe(true);
    expect(setupOf(await getSetup(user.idToken))).toEqual(last);
  });

  it("saving campaigns or website details resets formComplete; the description doesn't", async () => {
    const user = await newUser('reset');
    setupOf(await patchSetup(user.idToken, { businessDescription: 'Candles' }));
    const markComplete = () => store.update(keys.setup(user.sub), { formComplete: true }, 'present');

    await markComplete();
    expect(setupOf(await patchSetup(user.idToken, { businessDescription: 'Soap' })).formComplete).toBe(true);
    expect(setupOf(await patchSetup(user.idToken, { goalsFormRawText: 'More' })).formComplete).toBe(true);
    expect(setupOf(await patchSetup(user.idToken, { selectedCampaignIds: [] })).formComplete).toBe(false);
    await markComplete();
    expect(setupOf(await patchSetup(user.idToken, { websiteProvider: 'wix' })).formComplete).toBe(false);
    await markComplete();
    expect(setupOf(await patchSetup(user.idToken, { domain: freshDomain() })).formComplete).toBe(false);
  });

  it('normalises the domain as pasted (https://Shop.COM/ → shop.com)', async () => {
    const user = await newUser('paste');
    const host = freshDomain('Paste').toUpperCase();
    const setup = setupOf(
      await patchSetup(user.idToken, { websiteProvider: 'custom', domain: `  https://${host}/ ` }),
    );
    expect(setup.domain).toBe(host.toLowerCase());
    expect(await store.get(keys.domainClaim(host.toLowerCase()))).toMatchObject({
      userId: user.sub,
      setupId: setup.id,
    });
  });

  it.each([
    ['spaces', 'my shop.com', domainMessages.spaces],
    ['an email address', 'ann@shop.com', domainMessages.email],
    ['a single label', 'localhost', domainMessages.singleLabel],
    ['another scheme', 'ftp://shop.com', domainMessages.path],
  ])(
    'refuses a domain with %s (400, the plain-words message) and saves nothing',
    async (_what, domain, message) => {
      const res = await patchSetup(ann.idToken, { websiteProvider: 'wix', domain });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'invalid_request',
        message,
        issues: [{ path: 'body.domain', message }],
      });
      expect(
        setupResponseSchema.parse((await getSetup(ann.idToken)).body).setup?.websiteProvider ?? null,
      ).toBeNull();
    },
  );

  it('names an unknown campaign id (400)', async () => {
    const res = await patchSetup(ann.idToken, { selectedCampaignIds: ['weekly_newsletter', 'daily_spam'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'invalid_request',
      message: 'Unknown campaign id "daily_spam".',
      issues: [{ path: 'body.selectedCampaignIds.1', message: 'Unknown campaign id "daily_spam".' }],
    });
  });

  it('refuses an unknown website provider and a blank description in the spec words', async () => {
    const provider = await patchSetup(ann.idToken, { websiteProvider: 'geocities' });
    expect(provider.status).toBe(400);
    expect(provider.body).toMatchObject({
      message: expect.stringContaining('Unknown website provider "geocities"'),
    });
    const blank = await patchSetup(ann.idToken, { businessDescription: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Please describe your business first!' });
  });

  it('takes 5,000 characters of description and goals and refuses 5,001 (400)', async () => {
    const user = await newUser('long');
    const ok = setupOf(
      await patchSetup(user.idToken, {
        businessDescription: 'd'.repeat(5000),
        goalsFormRawText: 'g'.repeat(5000),
      }),
    );
    expect(ok.businessDescription).toHaveLength(5000);
    const description = await patchSetup(user.idToken, { businessDescription: 'd'.repeat(5001) });
    expect(description.status).toBe(400);
    expect(description.body).toMatchObject({
      message: 'Keep the business description to 5,000 characters or fewer.',
    });
    const goals = await patchSetup(user.idToken, { goalsFormRawText: 'g'.repeat(5001) });
    expect(goals.status).toBe(400);
    expect(goals.body).toMatchObject({ message: 'Keep your goals to 5,000 characters or fewer.' });
    expect(setupOf(await getSetup(user.idToken))).toEqual(ok);
  });

  it('answers 413 to a body over 32 KB, before reading it', async () => {
    const res = await patchSetup(ann.idToken, { businessDescription: 'x'.repeat(33 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'payload_too_large',
      message: 'Request body is too large (limit 32768 bytes).',
    });
  });

  it('answers 400 to malformed JSON and to JSON that is not an object', async () => {
    const malformed = await call('/api/setup', {
      method: 'PATCH',
      token: ann.idToken,
      body: '{"businessDescription": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'malformed_json', message: 'Malformed JSON body.' });
    for (const body of [null, [], 'candles', 42]) {
      const res = await patchSetup(ann.idToken, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'invalid_request',
        message: 'Send the fields to save as a JSON object.',
      });
    }
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await call('/api/setup', {
      method: 'PATCH',
      token: ann.idToken,
      body: 'businessDescription=Candles',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('refuses formComplete and other fields it does not own (400)', async () => {
    const res = await patchSetup(ann.idToken, { formComplete: true, overallDnsStatus: 'verified' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(/^Unknown fields "formComplete", "overallDnsStatus"/),
    });
  });
});

describe('another user', () => {
  it("never sees or changes someone else's record: the keys come from the token only", async () => {
    const annSetup = setupOf(await patchSetup(ann.idToken, { businessDescription: "Ann's candles" }));
    const benBefore = await getSetup(ben.idToken);
    expect(benBefore.status).toBe(200);
    expect(benBefore.body).toEqual({ setup: null });

    // Ann's id and userId in Ben's body: refused, not used.
    const hijack = await patchSetup(ben.idToken, {
      id: annSetup.id,
      userId: ann.sub,
      businessDescription: 'Hijacked',
    });
    expect(hijack.status).toBe(400);
    expect(hijack.body).toMatchObject({
      error: 'invalid_request',
      message: expect.stringContaining('Unknown fields "id", "userId"'),
    });
    // Query strings and headers naming Ann are ignored too.
    const viaQuery = await call(`/api/setup?userId=${ann.sub}&id=${annSetup.id}`, {
      method: 'PATCH',
      token: ben.idToken,
      body: JSON.stringify({ businessDescription: "Ben's soap" }),
      headers: { 'content-type': 'application/json', 'x-user-id': ann.sub },
    });
    const benSetup = setupOf(viaQuery);
    expect(benSetup).toMatchObject({ userId: ben.sub, businessDescription: "Ben's soap" });
    expect(benSetup.id).not.toBe(annSetup.id);

    expect(setupOf(await getSetup(ann.idToken))).toEqual(annSetup);
    expect(setupOf(await call(`/api/setup?userId=${ann.sub}`, { token: ben.idToken }))).toEqual(benSetup);
  });
});

describe('without a token', () => {
  it.each([
    ['GET', '/api/setup'],
    ['PATCH', '/api/setup'],
    ['POST', '/api/setup/complete'],
    ['GET', '/api/profile'],
  ])('%s %s answers 401 and writes nothing', async (method, path) => {
    const res = await rawCall(path, {
      method,
      body: method === 'GET' ? '' : '{"businessDescription":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please log in to continue.' });
  });
});
