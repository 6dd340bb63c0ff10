import type { EmailDocument } from '../../../../shared/email';
import { isPlaceholder } from '../../../../shared/email';
import { inlineLinkUrls } from '../../../../shared/email/inline';
import { allElements } from '../send/email-walk';

/** What the checks read of an email: its links, its images and which of them are placeholders (pure). */
export interface EmailParts {
  /** Every link URL that is not a placeholder (URL fields and [label](url) links in texts). */
  links: string[];
  /** Links left as placeholders (`@@PLACEHOLDER_LINK@@`, '#', empty) and where: the element id. */
  placeholderLinks: string[];
  /** Image elements: their source (undefined when none) and alt text. */
  images: { elementId: string; src: string | undefined; alt: string }[];
}

const LINK_FIELDS = new Set(['href', 'linkHref']);
const TEXT_FIELDS = new Set(['content', 'items']);
/** Nested elements are visited on their own by allElements. */
const NESTED = new Set(['elements', 'columns']);
/** Their links are the campaign's own unsubscribe page (campaign-email.ts), never the author's. */
const OWN_LINKS = new Set(['unsubscribe', 'preferences']);

export function emailParts(doc: EmailDocument): EmailParts {
  const parts: EmailParts = { links: [], placeholderLinks: [], images: [] };
  for (const el of allElements(doc)) {
    if (OWN_LINKS.has(el.type) || el.type === 'unknown') continue;
    if (el.type === 'image' || el.type === 'icon' || el.type === 'appStoreBadge') {
      const p = (el.type === 'image' ? el.properties?.image : el.properties) as
        { src?: string; alt?: string } | undefined;
      parts.images.push({ elementId: el.id, src: p?.src, alt: (p?.alt ?? '').trim() });
    }
    if (el.type === 'button' && el.properties?.button?.href === undefined) parts.placeholderLinks.push(el.id);
    const visit = (value: unknown, key: string): void => {
      if (typeof value === 'string') {
        const urls = LINK_FIELDS.has(key) ? [value] : TEXT_FIELDS.has(key) ? inlineLinkUrls(value) : [];
        for (const url of urls)
          if (isPlaceholder(url)) parts.placeholderLinks.push(el.id);
          else parts.links.push(url);
        return;
      }
      if (Array.isArray(value)) return value.forEach((v) => visit(v, key === 'items' ? key : ''));
      if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) if (!NESTED.has(k)) visit(v, k);
    };
    visit(el, '');
  }
  return parts;
}

/** The host of an http(s) link, lowercased; undefined for mailto:, tel: and the like. */
export function linkHost(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
