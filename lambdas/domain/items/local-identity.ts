import * as z from 'zod';
import type { Store } from '../../ports/store';
import { parseStored } from './item-kind';
import type { ItemKind } from './item-kind';

/** Keys of the local identity item (lambdas/table.ts lists every kind). */
export const localIdentityKeys = {
  /** Local stage only: the DKIM tokens the local identity adapter issued for a domain (SES keeps them in AWS). */
  localSendingIdentity: (domain: string) => ({ pk: `LOCALSES#${domain.toLowerCase()}`, sk: 'IDENTITY' }),
} as const;

export const localIdentityKind: ItemKind = {
  name: 'local-identity',
  patterns: [{ what: 'DKIM tokens of a domain (local stage only)', key: 'pk LOCALSES#{domain} sk IDENTITY' }],
};

/** The identity the local adapter issued for a domain: its DKIM tokens and MAIL FROM domain. */
export interface LocalIdentityRecord {
  domain: string;
  dkimTokens: string[];
  mailFromDomain: string;
}

/** Lenient like the reader it replaces: domain and MAIL FROM domain as text, the tokens as stored. */
const localIdentitySchema = z.object({
  domain: z
    .unknown()
    .optional()
    .transform((value) => String(value)),
  dkimTokens: z.array(z.string()),
  mailFromDomain: z
    .unknown()
    .optional()
    .transform((value) => String(value)),
});

export async function getLocalIdentity(
  store: Store,
  domain: string,
): Promise<LocalIdentityRecord | undefined> {
  const item = await store.get(localIdentityKeys.localSendingIdentity(domain));
  return item ? parseStored('local-identity', localIdentitySchema, item) : undefined;
}

/** Puts a domain's first identity, only if absent (ConditionFailedError: another call stored one first). */
export async function putNewLocalIdentity(store: Store, identity: LocalIdentityRecord): Promise<void> {
  await store.put({ ...localIdentityKeys.localSendingIdentity(identity.domain), ...identity }, 'absent');
}

export async function setLocalIdentityMailFrom(
  store: Store,
  domain: string,
  mailFromDomain: string,
): Promise<void> {
  await store.update(localIdentityKeys.localSendingIdentity(domain), { mailFromDomain });
}

export async function deleteLocalIdentity(store: Store, domain: string): Promise<void> {
  await store.delete(localIdentityKeys.localSendingIdentity(domain));
}
