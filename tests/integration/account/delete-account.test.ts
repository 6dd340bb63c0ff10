/**
 * "Delete my account" (issue 18, point 4) over HTTP and the real stand-ins: two accounts built the way the
 * product builds them (plan, project with saved content and versions, a confirmed image, a setup with a
 * sending domain and its identity, a tracking id and events, contacts and a finished import whose CSV is in
 * the bucket), active at the same time and sharing nothing else. Deleting one leaves no item (but its
 * tombstone, issue 30), object (the whole bucket listed), identity or Cognito user of it, and every item and
 * object of the other exactly as it was. The SES identity is made with the same adapter dns-initiate uses (the
 * DNS route needs the loopback DNS server of tests/integration/dns, which this test has no use for).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteAccount } from '../../../lambdas/domain/account/delete-account';
import { accountParts } from '../../../lambdas/domain/account/account-parts';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { keys } from '../../../lambdas/table';
import { ACCOUNT_DELETE_PATH, deleteAccountResponseSchema } from '../../../shared/contracts/account';
import { presignImageResponseSchema } from '../../../shared/contracts/editor';
import { call } from '../helpers/api';
import { signIn } from '../helpers/cognito';
import {
  confirmImage,
  presignImage,
  saveContent,
  smallDocument,
  userWithProject,
  type Owner,
} from '../editor/support';
import { createSetup, eventBody, ingest, uniqueDomain } from '../tracking/support';
import { addContact, contactOf } from '../contacts/api';
import { finished, preview, startImport, uploaded } from '../imports/support';
import { itemsMentioning } from './table-scan';
import { enroll } from '../../../lambdas/domain/flows/enroll';
import { automatedMailWrite } from '../../../lambdas/domain/items/flow-contact-mail';
import { contactEnrollments } from '../../../lambdas/domain/items/flow-enrollment';

const { ports, config } = createFullDeps(inject('stack').env);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Account extends Owner {
  setupId: string;
  domain: string;
  trackingId: string;
  imageKey: string;
  importId: string;
}

const post = (path: string, token: string | undefined, body: unknown) =>
  call(path, {
    method: 'POST',
    token,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** Presigns and posts the PNG the way the browser does; answers the ticket (the key is under pending/). */
async function uploadPng(owner: { idToken: string; projectId: string }, fileName: string) {
  const ticket = presignImageResponseSchema.parse(
    (
      await presignImage(owner.idToken, owner.projectId, {
        fileName,
        contentType: 'image/png',
        size: PNG.length,
      })
    ).body,
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'upload');
  expect((await fetch(ticket.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return ticket;
}

async function richAccount(tag: string): Promise<Account> {
  const owner = await userWithProject(tag);
  for (const [expectedVersion, text] of ['First draft', 'Second draft'].entries()) {
    const saved = await saveContent(owner.idToken, owner.projectId, {
      expectedVersion,
      document: smallDocument(text),
      recordVersion: true,
    });
    expect(saved.status, saved.text).toBe(200);
  }
  const ticket = await uploadPng(owner, 'logo.png');
  expect((await confirmImage(owner.idToken, owner.projectId, { key: ticket.key })).status).toBe(200);
  // A second upload never confirmed (left under pending/).
  await uploadPng(owner, 'later.png');

  const domain = uniqueDomain(tag);
  const setupId = await createSetup(owner.idToken, domain);
  await ports.identities.ensure(domain, `send.${domain}`);
  const tracking = await post('/api/tracking/id', owner.idToken, { emailSetupId: setupId });
  expect(tracking.status, tracking.text).toBe(200);
  const trackingId = String(tracking.body.trackingPixelId);
  for (let i = 0; i < 3; i++) expect((await ingest(eventBody(trackingId))).status).toBeLessThan(300);
  const reader = contactOf(await addContact(owner.idToken, { email: `reader@${domain}` }), 201);
  await automations(owner, reader.id);
  const importId = await importedCsv(owner.idToken, domain);
  return { ...owner, setupId, domain, trackingId, imageKey: ticket.key.replace(/^pending\//, ''), importId };
}

/**
 * Issue 32: a flow with a version (live), its counters, the account's rails, a contact's enrollment (its
 * due index entry, entry guard) and smart-sending slot: the FLOWS#, FLOWENR# and FLOWMAIL# partitions.
 */
async function automations(owner: { idToken: string; sub: string }, contactId: string) {
  const definition = { trigger: { type: 'subscribed' }, steps: [{ id: 's1', type: 'exit' }] };
  const made = await post('/api/flows', owner.idToken, { name: 'Welcome', definition });
  expect(made.status, made.text).toBe(201);
  const flowId = String(made.body.flowId);
  // Live (its version written), then paused: the shared stack's sweep leaves the enrollment waiting.
  for (const status of ['live', 'paused'])
    expect((await post(`/api/flows/${flowId}/status`, owner.idToken, { status })).status).toBe(200);
  const settings = { smartSendingHours: 10, quietHours: null, timeZone: 'UTC' };
  const put = await call('/api/flows/settings', {
    method: 'PUT',
    token: owner.idToken,
    body: JSON.stringify(settings),
    headers: { 'content-type': 'application/json' },
  });
  expect(put.status, put.text).toBe(200);
  const input = { accountId: owner.sub, flowId, version: 1, reentry: { mode: 'once' as const } };
  const entered = await enroll(
    ports.store,
    { now: () => new Date() },
    {
      ...input,
      firstStepId: 's1',
      contactId,
      entryId: 'subscribed',
    },
  );
  // The flow was live for a moment: the flow triggers may have enrolled the reader off the stream first.
  const enrolled =
    entered.enrolled || (await contactEnrollments(ports.store, owner.sub, contactId)).length > 0;
  expect(enrolled).toBe(true);
  await ports.store.transact([
    automatedMailWrite({ accountId: owner.sub, contactId }, Date.now(), undefined, undefined),
  ]);
}

/** A finished import: its CSV (the imported people's names and addresses) stays in the bucket. */
async function importedCsv(token: string, domain: string): Promise<string> {
  const csv = ['Email,First Name', `ann@${domain},Ann`, `bob@${domain},Bob`].join('\r\n');
  const ticket = await uploaded(token, csv);
  const { mapping } = await preview(token, ticket.importId);
  const started = await startImport(token, ticket.importId, { mapping, attestation: true });
  expect(started.status, started.text).toBe(200);
  expect(await finished(token, ticket.importId)).toMatchObject({ status: 'done', added: 2 });
  return ticket.importId;
}

/** The items that mention any of an account's ids (its sub, project, setup, domain, tracking id, import). */
const itemsOf = (account: Account) =>
  itemsMentioning([
    account.sub,
    account.projectId,
    account.setupId,
    account.domain,
    account.trackingId,
    account.importId,
  ]);

/** What the account left: its items but the tombstone (kept after a deletion: issue 30). */
const leftOf = async (account: Account) =>
  (await itemsOf(account)).filter((item) => item.pk !== keys.accountTombstone(account.sub).pk);

/** Every object of the bucket (the whole bucket listed) whose key names one of the account's ids. */
const objectsOf = async (account: Account) =>
  (await ports.blobs.list('')).filter((key) =>
    [account.sub, account.projectId, account.importId].some((mark) => key.includes(mark)),
  );

let ann: Account;
let ben: Account;

beforeAll(async () => {
  // Two accounts at the same time, sharing nothing but time.
  [ann, ben] = await Promise.all([richAccount('erase-ann'), richAccount('erase-ben')]);
  // Their tracking events reach the analytics counters off the request path (the table's stream): wait
  // until nothing more arrives, so "deletes nothing" compares settled data.
  let last = -1;
  for (let stable = 0; stable < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = (await itemsOf(ann)).length + (await itemsOf(ben)).length;
    stable = count === last ? stable + 1 : 0;
    last = count;
  }
}, 60_000);

describe('POST /api/account/delete', () => {
  it('refuses without the confirmation, a token or well-formed JSON, and deletes nothing', async () => {
    const before = await itemsOf(ann);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, []]) {
      const res = await post(ACCOUNT_DELETE_PATH, ann.idToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toContain('Confirm that you want to delete your account and all its data.');
    }
    expect((await post(ACCOUNT_DELETE_PATH, undefined, { confirm: true })).status).toBe(401);
    const malformed = await post(ACCOUNT_DELETE_PATH, ann.idToken, '{"confirm": tru');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'malformed_json' });
    const big = await post(ACCOUNT_DELETE_PATH, ann.idToken, { confirm: true, pad: 'x'.repeat(2048) });
    expect(big.status).toBe(413);
    expect(await itemsOf(ann)).toEqual(before);
  });

  it("erases everything of the caller's and nothing of another account's", async () => {
    const annBefore = await itemsOf(ann);
    // What there is to delete: profile, setup, project, content, versions, domain claim, identity, events.
    for (const key of [
      keys.profile(ann.sub),
      keys.setup(ann.sub),
      keys.project(ann.sub, ann.projectId),
      keys.domainClaim(ann.domain),
      keys.localSendingIdentity(ann.domain),
      keys.trackingIdClaim(ann.setupId),
    ])
      expect(
        annBefore.some((item) => item.pk === key.pk && item.sk === key.sk),
        JSON.stringify(key),
      ).toBe(true);
    expect(annBefore.filter((item) => String(item.sk).startsWith('EVENT#'))).toHaveLength(3);
    // Issue 32: the automations' partitions (flow, version, counters, settings; enrollment and its guard;
    // the smart-sending slot), the enrollment with its due index entry.
    for (const prefix of ['FLOWS#', 'FLOWENR#', 'FLOWMAIL#'])
      expect(
        annBefore.some((item) => String(item.pk).startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(annBefore.some((item) => String(item.gsi2pk ?? '').startsWith('FLOWDUE#'))).toBe(true);
    for (const sk of ['FLOW#', 'FLOWVER#', 'FLOWSTATS#', 'FLOWSETTINGS'])
      expect(
        annBefore.some((item) => String(item.sk).startsWith(sk)),
        sk,
      ).toBe(true);
    expect(annBefore.filter((item) => String(item.sk).startsWith('VERSION')).length).toBeGreaterThan(0);
    // An export of the contacts (exports/{sub}/, the people's names, addresses and consent).
    const exported = await post('/api/contacts/export', ann.idToken, {});
    expect(exported.status, exported.text).toBe(200);
    // The confirmed image, the pending one, the import's CSV and the export.
    expect(await objectsOf(ann)).toHaveLength(4);
    expect((await objectsOf(ann)).filter((key) => key.startsWith(`imports/${ann.sub}/`))).toHaveLength(1);
    expect((await objectsOf(ann)).filter((key) => key.startsWith(`exports/${ann.sub}/`))).toHaveLength(1);
    const benBefore = await itemsOf(ben);
    const benObjects = await objectsOf(ben);

    const res = await post(ACCOUNT_DELETE_PATH, ann.idToken, { confirm: true });
    expect(res.status, res.text).toBe(200);
    expect(deleteAccountResponseSchema.parse(res.body)).toEqual({ status: 'deleted' });

    // Nothing of the account in any store, but its tombstone.
    const tombstone = keys.accountTombstone(ann.sub);
    expect((await itemsOf(ann)).map((item) => [item.pk, item.sk])).toEqual([[tombstone.pk, tombstone.sk]]);
    expect(await objectsOf(ann)).toEqual([]);
    expect(await ports.identities.get(ann.domain)).toBeUndefined();
    expect((await fetch(`${config.assetsPublicBase}/${ann.imageKey}`)).status).toBe(404);
    await expect(signIn(ann.email)).rejects.toThrow();

    expect(await itemsOf(ben)).toEqual(benBefore);
    expect(await objectsOf(ben)).toEqual(benObjects);
    expect(await ports.identities.get(ben.domain)).toBeDefined();
    expect((await fetch(`${config.assetsPublicBase}/${ben.imageKey}`)).status).toBe(200);
    const benAgain = await signIn(ben.email);
    const projects = await call<{ projects: { id: string }[] }>('/api/projects', { token: benAgain.idToken });
    expect(projects.body.projects.map((p) => p.id)).toEqual([ben.projectId]);
  });
});

describe('an interrupted deletion', () => {
  it('stops between pages when its time runs out, and the next call finishes it', async () => {
    const carl = await richAccount('erase-carl');
    const benBefore = await itemsOf(ben);
    const input = { userId: carl.sub };
    // Pages of 2 items and no time left: each call deletes one page, then says to continue.
    const spent = { expired: () => true, pageSize: 2 };
    expect(await deleteAccount(ports, input, spent)).toBe('continuing');
    expect((await itemsOf(carl)).some((item) => item.pk === `USER#${carl.sub}`)).toBe(true);
    await expect(signIn(carl.email)).resolves.toBeDefined();
    let calls = 1;
    while ((await deleteAccount(ports, input, spent)) === 'continuing') {
      calls += 1;
      expect(calls).toBeLessThan(100);
    }
    expect(calls).toBeGreaterThan(3);
    expect(await leftOf(carl)).toEqual([]);
    expect(await objectsOf(carl)).toEqual([]);
    await expect(signIn(carl.email)).rejects.toThrow();
    expect(await itemsOf(ben)).toEqual(benBefore);
    expect(accountParts.map((part) => part.name)).toEqual([
      'subscription',
      'team',
      'projects',
      'analytics',
      'setup',
      'ses tenant',
      'profile links',
      'contacts',
      'campaigns',
      'sending reputation',
      'commerce events',
      'shopify connection',
      'api keys',
      'automations',
      'user items',
    ]);
  }, 60_000);
});
