import * as z from 'zod';
import { suppressedStatuses, type SuppressedStatus } from '../../../shared/contracts/contacts';
import { ConditionFailedError, getMany, type Item, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the email claim item (lambdas/table.ts lists every kind). */
export const emailClaimKeys = {
  /** The address's claim (one contact per address) and, after a delete, its suppression; keyed by the HMAC. */
  contactEmail: (accountId: string, emailHash: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `EMAIL#${emailHash}`,
  }),
  contactEmailPrefix: 'EMAIL#',
} as const;

export const emailClaimKind: ItemKind = {
  name: 'email-claim',
  patterns: [
    { what: 'email claim / suppression (uniqueness)', key: 'pk CONTACTS#{accountId} sk EMAIL#{emailHash}' },
  ],
};

/**
 * An address's claim: `contactId` while a contact holds the address; after the contact was deleted with a
 * suppressing status, `suppressed` (that status) instead. A value of the wrong type counts as unset.
 */
const emailClaimSchema = z.object({
  contactId: z.string().optional().catch(undefined),
  suppressed: z.enum(suppressedStatuses).optional().catch(undefined),
  updatedAt: z.string().optional().catch(undefined),
});
export type EmailClaimRecord = z.output<typeof emailClaimSchema>;

export function parseEmailClaim(item: Item): EmailClaimRecord {
  return parseStored(emailClaimKind.name, emailClaimSchema, item);
}

/** The claim (or suppression) of one address, undefined when the address is free. */
export async function getEmailClaim(
  store: Store,
  accountId: string,
  emailHash: string,
): Promise<EmailClaimRecord | undefined> {
  const item = await store.get(emailClaimKeys.contactEmail(accountId, emailHash));
  return item ? parseEmailClaim(item) : undefined;
}

/** The claims of many addresses in one batched read (in order, undefined where free). */
export async function getEmailClaims(
  store: Store,
  accountId: string,
  emailHashes: readonly string[],
): Promise<(EmailClaimRecord | undefined)[]> {
  const items = await getMany(
    store,
    emailHashes.map((hash) => emailClaimKeys.contactEmail(accountId, hash)),
  );
  return items.map((item) => (item ? parseEmailClaim(item) : undefined));
}

/**
 * Claims an address for a new contact: on condition that it is free (no two contacts of one address, ever,
 * even from two imports at once), or, with `replacing`, that it holds a suppression of exactly that status.
 */
export function claimEmailWrite(
  accountId: string,
  emailHash: string,
  contactId: string,
  at: string,
  replacing?: SuppressedStatus,
): TransactWrite {
  return {
    kind: 'put',
    item: { ...emailClaimKeys.contactEmail(accountId, emailHash), contactId, updatedAt: at },
    condition: replacing ? { absentOr: { attribute: 'suppressed', equals: replacing } } : 'absent',
  };
}

/**
 * Claims a free address on its own (no transaction: an import's batch claims its addresses side by side,
 * its COUNTS slots already taken). False when the address is taken (a claim or a suppression).
 */
export async function putNewEmailClaim(
  store: Store,
  accountId: string,
  emailHash: string,
  contactId: string,
  at: string,
): Promise<boolean> {
  try {
    await store.put(
      { ...emailClaimKeys.contactEmail(accountId, emailHash), contactId, updatedAt: at },
      'absent',
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Turns the claim into a suppression: only the keyed hash, the status and the time are kept. */
export function suppressEmailWrite(
  accountId: string,
  emailHash: string,
  status: SuppressedStatus,
  at: string,
): TransactWrite {
  return {
    kind: 'update',
    key: emailClaimKeys.contactEmail(accountId, emailHash),
    set: { contactId: undefined, suppressed: status, updatedAt: at },
  };
}

/** Frees the address. */
export function releaseEmailWrite(accountId: string, emailHash: string): TransactWrite {
  return { kind: 'delete', key: emailClaimKeys.contactEmail(accountId, emailHash) };
}
