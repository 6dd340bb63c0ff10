import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { getSetupTrackingView, type SetupTrackingView } from '../items/setup';
import { CONTACT_TOKEN_PARAM, signContactToken } from './contact-token';
import type { LinkKeys } from './signed-token';

/**
 * The click redirect's part of identified visitors (issue 31): a reader's click to a page of the account's
 * own site gets the reader's contact token as `?jm_t=`, which the tracking script on that page takes, keeps
 * and removes from the address bar. Only where the script can take it away again: the account's domain
 * (or a subdomain of it) or the exact host the script reported its first event from, and only once the
 * script has reported at all. Every other link is left as it is (a token in another site's address bar,
 * logs or referrers would be a leak). Never fails the redirect: on any error the link goes out unchanged.
 */
export interface ContactLinkPorts {
  store: Store;
  signing: LinkKeys;
  clock: Clock;
}

const hostOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `url` is a page of the setup's own site, where its tracking script runs. */
export function isOwnSite(url: string, setup: Pick<SetupTrackingView, 'domain' | 'trackingFirstPageUrl'>) {
  const host = hostOf(url);
  if (!host) return false;
  const domain = setup.domain?.toLowerCase().replace(/\.$/, '');
  if (domain && (host === domain || host.endsWith('.' + domain))) return true;
  return host === hostOf(setup.trackingFirstPageUrl);
}

/** `url` with the contact's token when it is a page of the account's own site with the script installed. */
export async function withContactToken(
  ports: ContactLinkPorts,
  input: { sub: string; contactId: string; url: string },
): Promise<string> {
  try {
    const setup = await getSetupTrackingView(ports.store, input.sub);
    if (!setup?.trackingFirstEventAt || !isOwnSite(input.url, setup)) return input.url;
    const token = await signContactToken(
      ports.signing,
      { sub: input.sub, kind: 'contact', contactId: input.contactId },
      ports.clock.now(),
    );
    const url = new URL(input.url);
    url.searchParams.set(CONTACT_TOKEN_PARAM, token);
    return url.toString();
  } catch {
    return input.url;
  }
}
