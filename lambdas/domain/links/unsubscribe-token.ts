import { type LinkKeys, signFields, verifyFields } from './signed-token';

/**
 * The unsubscribe link's token: names the account, the contact and the campaign (a campaign id, 'preview'
 * for the editor and test sends, or 'none'), never the address. Version first, so the format can change.
 */
export interface UnsubscribeClaims {
  sub: string;
  contactId: string;
  campaignId: string;
}

const VERSION = 'u1';

export function signUnsubscribe(keys: LinkKeys, claims: UnsubscribeClaims): Promise<string> {
  return signFields(keys, 'unsubscribe', [VERSION, claims.sub, claims.contactId, claims.campaignId]);
}

/** The claims of a genuine token, or null (altered, forged, another purpose, malformed). */
export async function verifyUnsubscribe(keys: LinkKeys, token: string): Promise<UnsubscribeClaims | null> {
  const fields = await verifyFields(keys, 'unsubscribe', token, 4);
  if (!fields || fields[0] !== VERSION) return null;
  const [, sub, contactId, campaignId] = fields as [string, string, string, string];
  return { sub, contactId, campaignId };
}
