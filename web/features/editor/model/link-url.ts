/**
 * The link rules of docs/product.md › Links, as pure functions (tested against the spec's table).
 *
 * Link modal: empty or 'https://' alone gives 'Please enter a URL'; accepted if it starts with /, mailto:,
 * # or matches http(s) with a dotted host; otherwise 'Please enter a valid URL (e.g., {host})'.
 * Link save in the editor: must be non-empty and start with http://, https://, mailto: or #, otherwise
 * 'Invalid URL: Please enter a valid URL (e.g., {host})'.
 */
export const EXAMPLE_URL = 'https://example.com';
export const ENTER_URL = 'Please enter a URL';
export const INVALID_URL = `Please enter a valid URL (e.g., ${EXAMPLE_URL})`;
export const INVALID_URL_TOAST = { title: 'Invalid URL', description: INVALID_URL } as const;

const HTTP_DOTTED = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/i;

export type LinkCheck = { ok: true } | { ok: false; message: string };

/** The modal's check: decides whether Save Link is enabled and which message shows under the field. */
export function checkLinkInput(value: string): LinkCheck {
  const url = value.trim();
  if (url === '' || url === 'https://') return { ok: false, message: ENTER_URL };
  if (url.startsWith('/') || url.startsWith('mailto:') || url.startsWith('#')) return { ok: true };
  if (HTTP_DOTTED.test(url)) return { ok: true };
  return { ok: false, message: INVALID_URL };
}

/** The editor's check when a link is saved into the email (after the modal). */
export function canSaveLink(value: string): boolean {
  const url = value.trim();
  return url !== '' && /^(https?:\/\/|mailto:|#)/i.test(url);
}
