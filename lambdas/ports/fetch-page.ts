/**
 * GET one web page, for "Check my site" (lambdas/domain/tracking/check-site.ts). The adapter
 * (lambdas/adapters/node/fetch-page.ts) enforces the policy: http(s) only, a deadline, a size cap,
 * redirects only to `allowedHosts`, private and loopback addresses refused outside local tests.
 */

export type FetchPageFailure = 'bad_url' | 'refused' | 'redirect' | 'timeout' | 'network';

export class FetchPageError extends Error {
  constructor(
    readonly reason: FetchPageFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FetchPageError';
  }
}

export interface FetchedPage {
  /** The URL finally read, after allowed redirects. */
  url: string;
  status: number;
  /** Decoded text, at most the adapter's cap (1 MB); `truncated` when the page was longer. */
  body: string;
  truncated: boolean;
}

export interface FetchPageOptions {
  /** Redirects may only go to these hosts (exact, lower case). */
  allowedHosts: readonly string[];
}

/** Throws FetchPageError for every refusal or failure. */
export type FetchPage = (url: string, options: FetchPageOptions) => Promise<FetchedPage>;
