/**
 * "Delete my account" takes the audience with it (issue 20): contacts, email claims and suppression items,
 * COUNTS, imports and their report rows, for the caller only; an interrupted deletion resumes.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteAccount } from '../../../lambdas/domain/account/delete-account';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { keys } from '../../../lambdas/table';
import { ACCOUNT_DELETE_PATH } from '../../../shared/contracts/account';
import { call } from '../helpers/api';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { addContact, contactOf, patchContact } from './api';

const store = tableStore();
const { ports } = createFullDeps(inject('stack').env);
type User = Awaited<ReturnType<typeof newUser>>;

/** An account with 5 contacts (one unsubscribed then deleted: a suppression item) and an import of 3 rows. */
async function withAudience(tag: string) {
  const user = await newUser(tag);
  const ids = [];
  for (let i = 0; i < 5; i++)
    ids.push(contactOf(await addContact(user.idToken, { email: `p${i}@${tag}.test` }), 201).id);
  await patchContact(user.idToken, ids[0]!, { status: 'unsubscribed' });
  expect((await call(`/api/contacts/${ids[0]}`, { method: 'DELETE', token: user.idToken })).status).toBe(200);
  const importId = `imp-${user.sub}`;
  await store.put({ ...keys.contactImport(user.sub, importId), importId, status: 'done' });
  for (let row = 1; row <= 3; row++) await store.put({ ...keys.importRow(importId, row), reason: 'x' });
  return { user, importId };
}

async function leftOf(user: User, importId: string) {
  const contacts = await store.query({ partition: keys.contactCounts(user.sub).pk });
  const rows = await store.query({ partition: keys.importRow(importId, 0).pk });
  return [...contacts, ...rows];
}

let ann: Awaited<ReturnType<typeof withAudience>>;
let ben: Awaited<ReturnType<typeof withAudience>>;
beforeAll(async () => {
  [ann, ben] = await Promise.all([withAudience('erase-aud-ann'), withAudience('erase-aud-ben')]);
}, 60_000);

describe('deleting an account erases its audience', () => {
  it("removes every contact item and import row of the caller's and nothing of another account's", async () => {
    const annBefore = await leftOf(ann.user, ann.importId);
    // 4 contacts, 4 claims + 1 suppression, COUNTS, the import; 3 rows.
    expect(annBefore).toHaveLength(4 + 5 + 1 + 1 + 3);
    const benBefore = await leftOf(ben.user, ben.importId);
    const res = await call(ACCOUNT_DELETE_PATH, {
      method: 'POST',
      token: ann.user.idToken,
      body: JSON.stringify({ confirm: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await leftOf(ann.user, ann.importId)).toEqual([]);
    expect(await leftOf(ben.user, ben.importId)).toEqual(benBefore);
  });

  it('resumes when its time runs out between pages', async () => {
    const carl = await withAudience('erase-aud-carl');
    const spent = { expired: () => true, pageSize: 2 };
    let calls = 0;
    while ((await deleteAccount(ports, { userId: carl.user.sub }, spent)) === 'continuing') {
      calls += 1;
      expect(calls).toBeLessThan(100);
    }
    expect(calls).toBeGreaterThan(3);
    expect(await leftOf(carl.user, carl.importId)).toEqual([]);
  });
});
