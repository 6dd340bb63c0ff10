import { inlineLinkUrls } from './inline';
import { imageUrl, linkUrl } from './kit';
import { isPlaceholder, PLACEHOLDER_IMAGE, PLACEHOLDER_LINK } from './placeholders';

/**
 * The URL fields of elements (every field typed with urlSchema): links the renderer writes with
 * linkUrl, image sources it writes with imageUrl. Footer, nav and social links are `href` too.
 */
const LINK_FIELDS = new Set(['href', 'linkHref']);
const IMAGE_FIELDS = new Set(['src', 'iconSrc']);
/** Texts whose [label](url) links the renderer writes (text, heading, quote, small print, footer, list items). */
const INLINE_FIELDS = new Set(['content', 'items']);

export interface UnusableUrl {
  /** Where in the value, e.g. `properties.button.href` or `elements[2].properties.links[0].href`. */
  path: string;
  url: string;
  kind: 'link' | 'image';
}

/**
 * The links (URL fields and [label](url) links in texts) and image sources in an element or section
 * that the renderer would drop, by the renderer's own rule (kit's linkUrl / imageUrl over safeUrl):
 * javascript:, data:, vbscript:, relative or protocol-relative URLs, a host without a dot; for images
 * anything but http(s). Placeholders are fine: they are meant to be replaced in the editor.
 */
export function unusableUrls(value: unknown, at = ''): UnusableUrl[] {
  const found: UnusableUrl[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`));
    if (!v || typeof v !== 'object') return;
    for (const [key, x] of Object.entries(v)) {
      const here = path ? `${path}.${key}` : key;
      if (typeof x === 'string' && (LINK_FIELDS.has(key) || IMAGE_FIELDS.has(key))) {
        const kind = IMAGE_FIELDS.has(key) ? 'image' : 'link';
        const works = isPlaceholder(x) || (kind === 'image' ? imageUrl(x) : linkUrl(x)) !== undefined;
        if (!works) found.push({ path: here, url: x, kind });
      } else if (INLINE_FIELDS.has(key) && (typeof x === 'string' || Array.isArray(x))) {
        const texts = typeof x === 'string' ? [x] : x;
        texts.forEach((t, i) => {
          if (typeof t !== 'string') return;
          const at = typeof x === 'string' ? here : `${here}[${i}]`;
          for (const url of inlineLinkUrls(t))
            if (!isPlaceholder(url) && linkUrl(url) === undefined)
              found.push({ path: at, url, kind: 'link' });
        });
      } else walk(x, here);
    }
  };
  walk(value, at);
  return found;
}

/** Why a URL is refused, in words a model (or a person) can act on in one repair. */
export function unusableUrlReason(u: UnusableUrl): string {
  const shown = u.url.length > 80 ? u.url.slice(0, 77) + '...' : u.url;
  return u.kind === 'image'
    ? `${u.path} "${shown}" is not an image an email can show: use a full https:// address with a domain ` +
        `(such as https://example.com/photo.jpg), or "${PLACEHOLDER_IMAGE}".`
    : `${u.path} "${shown}" is not a link an email can use: use a full https:// address with a domain ` +
        `(such as https://example.com/page), mailto: or tel:, or "${PLACEHOLDER_LINK}".`;
}
