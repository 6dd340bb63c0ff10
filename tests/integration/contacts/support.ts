import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { localSigning } from '../../../lambdas/adapters/local/signing-secret';
import type { NewContact } from '../../../lambdas/domain/items/contact';
import { countsOf } from '../../../lambdas/domain/items/contact-counts';
import { emailHashOf } from '../../../lambdas/domain/contacts/email-hash';
import { keys } from '../../../lambdas/table';
import type { ContactStatus } from '../../../shared/contracts/contacts';

/** The stack's own signing keys (the same file the handlers read), so hashes here match the server's. */
export const signing = () => localSigning(inject('stack').env.SIGNING_SECRET_FILE as string);

export const clock = { now: () => new Date() };

/** A new contact for the write builders, with its real keyed hash. */
export async function newContact(
  email: string,
  status: ContactStatus = 'subscribed',
  extra: Partial<NewContact> = {},
): Promise<NewContact> {
  return {
    contactId: randomUUID(),
    email,
    emailHash: await emailHashOf(signing(), email),
    tags: [],
    status,
    consent: { source: 'manual', at: new Date().toISOString() },
    at: new Date().toISOString(),
    ...extra,
  };
}

/** COUNTS, and the contacts of the account counted per status from the items themselves. */
export async function countsAndTruth(store: DynamoStore, sub: string) {
  const items = await store.query({ partition: keys.contact(sub, '').pk, beginsWith: keys.contactPrefix });
  const truth = countsOf(undefined);
  for (const item of items) truth[item.status as ContactStatus] += 1;
  return { counts: countsOf(await store.get(keys.contactCounts(sub))), truth, total: items.length };
}

export const claimsOf = (store: DynamoStore, sub: string) =>
  store.query({ partition: keys.contact(sub, '').pk, beginsWith: keys.contactEmailPrefix });

export const fakeSub = () => `test-${randomUUID()}`;
