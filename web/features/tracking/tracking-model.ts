/**
 * What the /website-tracking page shows, as pure functions (unit-tested): where the snippet points, the
 * result box of Test Pixel Installation, and the result of "Check my site".
 */
import type { CheckSiteResponse, SiteCheckResult } from '../../../shared/tracking/status';
import { pixelHelpFor, type PixelStatusResponse } from '../../../shared/tracking/status';
import { dateTimeText } from '../../lib/date-text';

/** The origin serving /api (the script and the ingest): the API base resolved against the page's origin. */
export function snippetOrigin(apiBase: string, pageOrigin: string): string {
  return new URL(apiBase, pageOrigin).origin;
}

export type Tone = 'success' | 'warning' | 'error';

export interface ResultBox {
  tone: Tone;
  message: string;
  details: { label: string; value: string }[];
  /** docs/product.md › Tracking page: shown when the message contains 'not yet received'. */
  help?: string;
}

const when = (iso: string, format: (date: Date) => string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date);
};

const defaultFormat = (date: Date) => dateTimeText(date);

/** The green or red box of Test Pixel Installation. */
export function pixelResult(status: PixelStatusResponse, format = defaultFormat): ResultBox {
  const details: ResultBox['details'] = [];
  const d = status.details;
  if (d) {
    details.push({ label: 'First event received', value: when(d.firstEventAt, format) });
    if (d.latestEventAt)
      details.push({ label: 'Latest event received', value: when(d.latestEventAt, format) });
    if (d.eventName) details.push({ label: 'Latest event', value: d.eventName });
    if (d.pageUrl) details.push({ label: 'From page', value: d.pageUrl });
  }
  return {
    tone: status.success ? 'success' : 'error',
    message: status.message,
    details,
    help: pixelHelpFor(status.message),
  };
}

/** docs/product.md › Tracking page: the result box after a failed test reads 'Error testing pixel: ...'. */
export function pixelErrorResult(message: string): ResultBox {
  return { tone: 'error', message: `Error testing pixel: ${message}`, details: [] };
}

/** docs/product.md › Tracking page: 'Could not load required IDs: {message}'. */
export function idsErrorMessage(message: string): string {
  return `Could not load required IDs: ${message}`;
}

export const siteCheckTone: Record<SiteCheckResult, Tone> = {
  present: 'success',
  other_id: 'warning',
  missing: 'error',
  unreachable: 'error',
};

const siteCheckNext: Partial<Record<SiteCheckResult, string>> = {
  present: 'You are all set.',
  unreachable: 'Make sure your site is online at that address, then check again.',
};

/**
 * The result box of "Check my site": only after a check (listing the possible outcomes beforehand read like a
 * result, issue 23). The server's sentence, the page it loaded, and what to do next.
 */
export function siteCheckResult(answer: CheckSiteResponse): ResultBox {
  return {
    tone: siteCheckTone[answer.result],
    message: answer.message,
    details: [{ label: 'Page checked', value: answer.url }],
    help: siteCheckNext[answer.result],
  };
}

/** What the panel promises to load: https first, plain http when https does not answer (check-site.ts). */
export function siteCheckDescription(domain: string | null | undefined): string {
  return domain
    ? `Not sure the script made it onto your site? We can load https://${domain}/ (or http://${domain}/ when https does not answer) and look for it.`
    : 'Not sure the script made it onto your site? We can load your homepage and look for it.';
}
