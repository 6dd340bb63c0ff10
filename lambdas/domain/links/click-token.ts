import { type LinkKeys, signFields, signFieldsWithKey, verifyFields } from './signed-token';

/**
 * The token of a tracked link (`/c/{token}`) and of the opens pixel (`/o/{token}.gif`) in a campaign mail
 * (issue 22): the campaign, the contact and the link's index in the campaign's link list, or no index for
 * the pixel. Never a URL: the target is looked up by index in the links the campaign stored when it
 * rendered (keys.campaignLinks), so a token cannot be turned into a redirect anywhere else. Signed with the
 * 'click' key (HKDF from the root secret, lambdas/ports/signing.ts), apart from the unsubscribe key.
 */
export interface ClickClaims {
  campaignId: string;
  contactId: string;
  /** The link's index; undefined for the opens pixel. */
  link?: number;
}

const VERSION = 'k1';
const OPEN = 'o';
/** A campaign mail has far fewer links than this; a larger index is refused before any read. */
export const MAX_LINK_INDEX = 9_999;

export function signClick(keys: LinkKeys, claims: ClickClaims): Promise<string> {
  const link = claims.link === undefined ? OPEN : String(claims.link);
  return signFields(keys, 'click', [VERSION, claims.campaignId, claims.contactId, link]);
}

/** The claims of a genuine token, or null (altered, forged, of another purpose, malformed). */
export async function verifyClick(keys: LinkKeys, token: string): Promise<ClickClaims | null> {
  const fields = await verifyFields(keys, 'click', token, 4);
  if (!fields || fields[0] !== VERSION) return null;
  const [, campaignId, contactId, link] = fields as [string, string, string, string];
  if (link === OPEN) return { campaignId, contactId };
  if (!/^\d{1,4}$/.test(link) || Number(link) > MAX_LINK_INDEX) return null;
  return { campaignId, contactId, link: Number(link) };
}

/** One recipient's tokens: one per tracked link of the campaign, and the pixel's (one key read, then sync). */
export async function recipientClickTokens(
  keys: LinkKeys,
  claims: { campaignId: string; contactId: string },
  linkCount: number,
): Promise<{ links: string[]; open: string }> {
  const key = await keys.key('click');
  const sign = (link: string) =>
    signFieldsWithKey(key, 'click', [VERSION, claims.campaignId, claims.contactId, link]);
  return { links: Array.from({ length: linkCount }, (_, i) => sign(String(i))), open: sign(OPEN) };
}
