import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactKeys, newContactItem } from '../../../lambdas/domain/items/contact';
import { contactListResponseSchema, type Contact } from '../../../shared/contracts/contacts';
import { contactLimits } from '../../../shared/plans';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';
import { listContacts } from './api';

/**
 * A search (any part of an address or a name) over a pro account at its plan's contact limit (10,000
 * contacts): one request finds a contact however deep in email order it sits, and "Show more" over many
 * matches skips none and repeats none. The contacts are written straight into the table (a batch write of
 * the items the add builds) so the test spends its time searching, not importing.
 */
const store = tableStore();
const total = contactLimits.pro;
let token: string;
let sub: string;

const emailOf = (i: number) =>
  `customer${String(i).padStart(5, '0')}@${i % 10 === 0 ? 'mail.amazonses.com' : 'shop.test'}`;
const person = (i: number) => ({
  contactId: randomUUID(),
  email: emailOf(i),
  emailHash: `hash-${i}`,
  ...(i === total - 7 ? { firstName: 'Jane', lastName: 'Smithson' } : {}),
  tags: [],
  status: 'subscribed' as const,
  consent: { source: 'manual' as const, at: new Date().toISOString() },
  at: new Date().toISOString(),
});

beforeAll(async () => {
  const user = await newUser('contacts-search-scale');
  token = user.idToken;
  sub = user.sub;
  const items = Array.from({ length: total }, (_, i) => newContactItem(user.sub, person(i)));
  await store.putMany!(items);
}, 300_000);

const page = async (query: Record<string, string | number>) => {
  const res = await listContacts(token, query);
  expect(res.status, res.text).toBe(200);
  return contactListResponseSchema.parse(res.body);
};

describe(`search over ${total.toLocaleString('en-US')} contacts`, () => {
  it('finds a name part deep in the list in one request, and reports the time', async () => {
    const started = performance.now();
    const found = await page({ q: 'smith' });
    const ms = Math.round(performance.now() - started);
    console.info(`search "smith" over ${total} contacts: ${ms} ms, ${found.contacts.length} found`);
    expect(found.contacts.map((c) => c.email)).toEqual([emailOf(total - 7)]);
    expect(found.nextCursor).toBeNull();
    // For scale: the same partition read straight from the table, no HTTP, no filter.
    const read = performance.now();
    const all = await store.query({
      index: 'gsi2',
      partition: contactKeys.contactEmailIndex(sub, '', '').gsi2pk,
    });
    console.info(
      `plain Query of the partition: ${all.length} items, ${Math.round(performance.now() - read)} ms`,
    );
  });

  it('pages through every address containing "amazonses", none twice, none left out', async () => {
    const seen: Contact[] = [];
    let cursor: string | null = null;
    let requests = 0;
    const started = performance.now();
    do {
      const next = await page({ q: 'amazonses', limit: 100, ...(cursor ? { cursor } : {}) });
      seen.push(...next.contacts);
      cursor = next.nextCursor;
      requests += 1;
    } while (cursor);
    const ms = Math.round(performance.now() - started);
    console.info(`"amazonses": ${seen.length} found in ${requests} requests, ${ms} ms`);
    expect(seen).toHaveLength(total / 10);
    expect(new Set(seen.map((c) => c.id)).size).toBe(total / 10);
    expect(seen.every((c) => c.email.endsWith('@mail.amazonses.com'))).toBe(true);
    expect(requests).toBeLessThanOrEqual(total / 10 / 100 + 1);
  });
});
