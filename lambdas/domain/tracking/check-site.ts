import type { CheckSiteResponse } from '../../../shared/tracking/status';
import { findSnippet } from '../../../shared/tracking/snippet';
import { type FetchedPage, type FetchPage, FetchPageError } from '../../ports/fetch-page';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { loadOwnSetup } from './pixel-status';

/**
 * "Check my site" (beyond the spec): fetch the setup's homepage server-side and report whether our
 * snippet is there. The decisions live here; the fetching itself (timeout, size cap, redirect policy,
 * refusing private and loopback addresses) is the FetchPage adapter's (lambdas/adapters/node/fetch-page.ts).
 */

// The port lives in lambdas/ports/fetch-page.ts; re-exported for the adapter and the tests.
export {
  type FetchedPage,
  type FetchPage,
  FetchPageError,
  type FetchPageFailure,
  type FetchPageOptions,
} from '../../ports/fetch-page';

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4_LITERAL = /^\d+(?:\.\d+){3}$/;

/** The setup's domain as a bare host name, or undefined when it is not one (IP literals included). */
export function siteHost(domain: string): string | undefined {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  return HOSTNAME.test(host) && !IPV4_LITERAL.test(host) ? host : undefined;
}

/** The host and its www / apex twin: the only redirect targets accepted. */
export function sameSiteHosts(host: string): string[] {
  return host.startsWith('www.') ? [host, host.slice(4)] : [host, `www.${host}`];
}

export const NO_DOMAIN_MESSAGE = 'Your setup has no website domain to check.';
export const NO_TRACKING_ID_MESSAGE = 'Create your tracking script first, then add it to your site.';

const messages = {
  present: (url: string) => `Found your tracking script on ${url}.`,
  other_id: (url: string) =>
    `Found a Jungle Mail script on ${url}, but with a different tracking id. Replace it with the script above.`,
  missing: (url: string) =>
    `Could not find the tracking script on ${url}. Make sure it is saved and published on your homepage.`,
  unreachable: (url: string, why: string) => `Could not check ${url}: ${why}.`,
  /** Neither scheme connected: the address the page promised (https) and its failure, naming http too. */
  neither: (host: string, why: string) => `Could not check https://${host}/ (nor http://${host}/): ${why}.`,
};

/** Pure decision over the FetchPage port: https first, plain http only when https cannot connect. */
export async function checkSite(
  deps: { fetchPage: FetchPage },
  input: { domain: string; trackingId: string },
): Promise<CheckSiteResponse> {
  const host = siteHost(input.domain);
  if (!host) throw new DomainError('invalid', 'no_domain', NO_DOMAIN_MESSAGE);
  const options = { allowedHosts: sameSiteHosts(host) };
  let httpsFailure: string | undefined;
  for (const scheme of ['https', 'http'] as const) {
    const url = `${scheme}://${host}/`;
    let page: FetchedPage;
    try {
      page = await deps.fetchPage(url, options);
    } catch (error) {
      if (!(error instanceof FetchPageError)) throw error;
      httpsFailure ??= error.message;
      if (error.reason === 'network' || error.reason === 'timeout') continue;
      return { result: 'unreachable', url, message: messages.unreachable(url, error.message) };
    }
    if (page.status >= 400) {
      const why = `the page answered HTTP ${page.status}`;
      return { result: 'unreachable', url: page.url, message: messages.unreachable(page.url, why) };
    }
    const result = findSnippet(page.body, input.trackingId);
    return { result, url: page.url, message: messages[result](page.url) };
  }
  const why = httpsFailure ?? 'the site did not answer';
  return { result: 'unreachable', url: `https://${host}/`, message: messages.neither(host, why) };
}

/** The handler's entry: the caller's own setup supplies the domain and the tracking id. */
export async function checkMySite(
  deps: { store: Store; fetchPage: FetchPage },
  input: { accountId: string; setupId?: string },
): Promise<CheckSiteResponse> {
  const setup = await loadOwnSetup(deps.store, input.accountId, input.setupId);
  if (!setup.domain) throw new DomainError('invalid', 'no_domain', NO_DOMAIN_MESSAGE);
  if (!setup.trackingId) throw new DomainError('invalid', 'no_tracking_id', NO_TRACKING_ID_MESSAGE);
  return checkSite(deps, { domain: setup.domain, trackingId: setup.trackingId });
}
