/**
 * What is kept of a tracked page's URL. Query strings and fragments can carry personal data (an email in a
 * newsletter link, a reset token), so only origin + path are stored; the three campaign parameters that say
 * where a visit came from are kept as their own fields, everything else is dropped.
 */
export interface PageLocation {
  /** origin + path, e.g. https://shop.example.com/candles */
  pageUrl: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

const UTM = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;
const MAY_NAME_UTM = /utm|%/;
/** A campaign value longer than this is not a campaign name; it is cut. */
export const MAX_UTM_LENGTH = 200;

/** `url` is an absolute http(s) URL (the event schema checked it). */
export function pageLocation(url: string): PageLocation {
  const parsed = new URL(url);
  const location: PageLocation = { pageUrl: `${parsed.origin}${parsed.pathname}` };
  // The query's parameters are parsed only when it may name one of them, spelt out or percent-encoded
  // (this runs on every event).
  if (!MAY_NAME_UTM.test(parsed.search)) return location;
  const params = parsed.searchParams;
  for (const [param, field] of UTM) {
    const value = params.get(param)?.trim();
    if (value) location[field] = value.slice(0, MAX_UTM_LENGTH);
  }
  return location;
}
