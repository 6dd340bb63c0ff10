const ALLOWED = /^(https?:\/\/[^\s/?#:@.]+(\.[^\s/?#:@.]+)+(:\d{1,5})?([/?#]|$)|mailto:|tel:|#)/i;
const CONTROL = /\p{Cc}/u;

/**
 * Only http(s) (with a dotted host), mailto:, tel: and # links survive; javascript:, data:, vbscript:,
 * protocol-relative and relative URLs (which mean nothing in an inbox) are dropped. Inner spaces are
 * percent-encoded. Returns the URL to write (still to be attribute-escaped) or undefined.
 */
export function safeUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const url = raw.trim();
  if (url === '' || CONTROL.test(url) || !ALLOWED.test(url)) return undefined;
  return url.includes(' ') ? url.replace(/ /g, '%20') : url;
}
