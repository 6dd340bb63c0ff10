/**
 * What the /website-tracking page shows, as pure functions (unit-tested): where the snippet points, the
 * result box of Test Pixel Installation, and the plain-words outcomes of "Check my site".
 */
import type { SiteCheckResult } from '../../../shared/tracking/status';
import { pixelHelpFor, type PixelStatusResponse } from '../../../shared/tracking/status';

/** The origin serving /api (the script and the ingest): the API base resolved against the page's origin. */
export function snippetOrigin(apiBase: string, pageOrigin: string): string {
  return new URL(apiBase, pageOrigin).origin;
}

export type Tone = 'success' | 'warning' | 'error';

export interface ResultBox {
  tone: Tone;
  message: string;
  details: { label: string; value: string }[];
  /** Spec 1 §8: shown when the message contains 'not yet received'. */
  help?: string;
}

const when = (iso: string, format: (date: Date) => string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date);
};

const defaultFormat = (date: Date) => date.toLocaleString();

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

/** Spec 1 §8: the result box after a failed test reads 'Error testing pixel: ...'. */
export function pixelErrorResult(message: string): ResultBox {
  return { tone: 'error', message: `Error testing pixel: ${message}`, details: [] };
}

/** Spec 1 §8 'Could not load required IDs: {message}'. */
export function idsErrorMessage(message: string): string {
  return `Could not load required IDs: ${message}`;
}

export const siteCheckTone: Record<SiteCheckResult, Tone> = {
  present: 'success',
  other_id: 'warning',
  missing: 'error',
  unreachable: 'error',
};

/** The three outcomes of "Check my site", explained before the user runs it. */
export const siteCheckOutcomes: {
  result: Exclude<SiteCheckResult, 'unreachable'>;
  title: string;
  text: string;
}[] = [
  {
    result: 'present',
    title: 'Found',
    text: 'The script with your tracking id is on your homepage. You are all set.',
  },
  {
    result: 'other_id',
    title: 'Different id',
    text: 'A Jungle Mail script is there, but not this one (perhaps an old copy). Replace it with the script above.',
  },
  {
    result: 'missing',
    title: 'Not found',
    text: 'No tracking script on your homepage yet. Paste it in and publish, then check again.',
  },
];
