import { unsubscribeTexts } from '../../../shared/contracts/unsubscribe';
import type { Store } from '../../ports/store';
import { getContact, type ContactRecord } from '../items/contact';
import { DomainError } from '../errors';
import type { LinkKeys } from '../links/signed-token';
import { PREVIEW_TOKEN } from '../links/unsubscribe-urls';
import { type UnsubscribeClaims, verifyUnsubscribe } from '../links/unsubscribe-token';

/** What the unsubscribe routes need: the table and the signing keys (no session: the token is the credential). */
export interface UnsubscribeDeps {
  store: Store;
  signing: LinkKeys;
}

export const invalidLink = () => new DomainError('not_found', 'invalid_link', unsubscribeTexts.invalidLink);
export const notOnList = () => new DomainError('not_found', 'not_on_list', unsubscribeTexts.notOnList);

/** 'preview' for the harmless preview token; the signed claims; or 404 for anything altered or forged. */
export async function claimsOf(signing: LinkKeys, token: string): Promise<UnsubscribeClaims | 'preview'> {
  if (token === PREVIEW_TOKEN) return 'preview';
  const claims = await verifyUnsubscribe(signing, token);
  if (!claims) throw invalidLink();
  return claims;
}

/** The contact a genuine token names, or undefined when it was deleted since. */
export async function contactOf(store: Store, claims: UnsubscribeClaims): Promise<ContactRecord | undefined> {
  return getContact(store, claims.sub, claims.contactId);
}
