/**
 * The signup form a customer pastes into their site (docs/product.md › Unsubscribe and signup form): a plain
 * HTML form that posts to the double opt-in route, so it works without our script and without JavaScript;
 * the browser then lands on our /subscribed page ("Check your inbox"). `website` is the honeypot: hidden
 * from people and from screen readers, left empty by them, filled by bots. Pure string work (web and tests).
 */
import { isTrackingId, SUBSCRIBE_PATH } from './event';

const ORIGIN_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function buildSignupFormSnippet({
  origin,
  trackingId,
}: {
  origin: string;
  trackingId: string;
}): string {
  const base = origin.replace(/\/+$/, '');
  if (!ORIGIN_PATTERN.test(base)) throw new Error(`Not an http(s) origin: ${origin}`);
  if (!isTrackingId(trackingId)) throw new Error('Not a tracking id');
  // Both values are checked above against patterns without quotes, '<', '>' or '&': nothing to escape.
  return [
    '<!-- Jungle Mail signup form -->',
    `<form method="post" action="${base}${SUBSCRIBE_PATH}/${trackingId}">`,
    '  <label>Email <input type="email" name="email" required autocomplete="email"></label>',
    '  <label>First name <input type="text" name="firstName" autocomplete="given-name"></label>',
    '  <div aria-hidden="true" style="position:absolute;left:-10000px">',
    '    <input type="text" name="website" tabindex="-1" autocomplete="off">',
    '  </div>',
    '  <button type="submit">Subscribe</button>',
    '</form>',
  ].join('\n');
}
