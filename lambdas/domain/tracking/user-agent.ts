import { createIsbotFromList, isbotPatterns, list } from 'isbot';

/**
 * What the analytics keep of a user agent: a device class and a browser family, worked out once at
 * ingest so the full user agent string is never stored. A handful of ordered tests, not a full parser:
 * the report shows families, not versions.
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export interface UserAgentClass {
  device: DeviceClass;
  browser: string;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

export function classifyUserAgent(userAgent: string): UserAgentClass {
  if (!userAgent) return { device: 'unknown', browser: 'Unknown' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
  const device: DeviceClass = /\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(userAgent)
    ? 'tablet'
    : /\bMobi|\biPhone\b|\bAndroid\b/.test(userAgent)
      ? 'mobile'
      : 'desktop';
  return { device, browser };
}

/**
 * User agents of generic HTTP clients and headless browsers: isbot lists them, but they are also how a
 * shop's own checks, our "Check my site" and our tests reach the ingest, so they are not refused by
 * name (they still need a valid tracking id and pass the rate limit).
 */
const NOT_REFUSED = [
  'node',
  'undici',
  'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36',
];
const refused = new Set(NOT_REFUSED.flatMap((ua) => isbotPatterns(ua)));
const declaredBot = createIsbotFromList(list.filter((pattern) => !refused.has(pattern)));

/**
 * isbot's one large regular expression costs about 13 µs on a browser's user agent, half the ingest's
 * own CPU per event; user agent strings repeat a lot (one per browser build), so answers are kept in a
 * small map, emptied when full.
 */
const CACHE_SIZE = 1000;
const botAnswers = new Map<string, boolean>();

/** A crawler, preview fetcher or monitor that says what it is (isbot's list, less NOT_REFUSED). */
export function isDeclaredBot(userAgent: string): boolean {
  if (userAgent === '') return false;
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = declaredBot(userAgent);
    if (botAnswers.size >= CACHE_SIZE) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}
