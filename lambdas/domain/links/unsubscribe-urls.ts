import { emailLinkOrigin } from '../../../shared/email/list-links';
import type { LinkKeys } from './signed-token';
import { type UnsubscribeClaims, signUnsubscribe } from './unsubscribe-token';

/** The literal token of the harmless preview page (editor preview and test sends): no account, no contact. */
export const PREVIEW_TOKEN = 'preview';

export interface UnsubscribeUrls {
  /** The page a person opens (the email's unsubscribe and preferences links). */
  page: string;
  /** The RFC 8058 one-click target: `List-Unsubscribe: <oneClick>` with `List-Unsubscribe-Post`. */
  oneClick: string;
}

/** The per-recipient URLs of a real send (the sending worker calls this once per recipient). */
export async function unsubscribeUrls(
  keys: LinkKeys,
  siteUrl: string,
  claims: UnsubscribeClaims,
): Promise<UnsubscribeUrls> {
  const token = await signUnsubscribe(keys, claims);
  const origin = emailLinkOrigin(siteUrl);
  return { page: `${origin}/u/${token}`, oneClick: `${origin}/api/u/${token}` };
}
