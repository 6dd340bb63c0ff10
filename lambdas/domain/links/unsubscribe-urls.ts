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

const trim = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The per-recipient URLs of a real send (the sending worker calls this once per recipient). */
export async function unsubscribeUrls(
  keys: LinkKeys,
  siteUrl: string,
  claims: UnsubscribeClaims,
): Promise<UnsubscribeUrls> {
  const token = await signUnsubscribe(keys, claims);
  return { page: `${trim(siteUrl)}/u/${token}`, oneClick: `${trim(siteUrl)}/api/u/${token}` };
}

/** The preview page's URL: what the editor preview and test sends link to. */
export const previewUnsubscribeUrl = (siteUrl: string): string => `${trim(siteUrl)}/u/${PREVIEW_TOKEN}`;
