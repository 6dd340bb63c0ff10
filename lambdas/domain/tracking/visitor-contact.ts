import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { contactExists } from '../items/contact';
import { getEmailClaim } from '../items/email-claim';
import { verifyContactToken } from '../links/contact-token';
import type { LinkKeys } from '../links/signed-token';

export interface VisitorContactDeps {
  store: Store;
  clock: Clock;
  signing: LinkKeys;
}

/**
 * Which contact of `accountId` an event's contact token names (issue 31), or undefined: a token that is
 * altered, forged, expired, of another account, or names no current contact of this account identifies
 * nobody, and the event is counted as an anonymous one. One read: the contact (a click's token) or the
 * address's claim (an identify or signup token: a contact only once one holds the address; a deleted
 * contact's suppression names nobody).
 */
export async function visitorContact(
  deps: VisitorContactDeps,
  accountId: string,
  token: string | undefined,
): Promise<string | undefined> {
  if (!token || !accountId) return undefined;
  const claims = await verifyContactToken(deps.signing, token, deps.clock.now());
  if (!claims || claims.sub !== accountId) return undefined;
  if (claims.kind === 'email')
    return (await getEmailClaim(deps.store, accountId, claims.emailHash))?.contactId;
  return (await contactExists(deps.store, accountId, claims.contactId)) ? claims.contactId : undefined;
}
