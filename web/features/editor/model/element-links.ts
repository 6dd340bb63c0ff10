/**
 * Where each element type keeps its links and images, so the preview's placeholders, the link modal and
 * the file picker can read and write them. Pure; returns new elements, never mutates.
 */
import type { EmailElement } from '../../../../shared/email';

/** The link at `index` (nav, footer and social lists) or the element's one link; undefined if it has none. */
const INLINE_LINK = /\[([^\]\n]{1,300})\]\(([^()\s]{1,2048})\)/g;

/** The URL of the nth [label](url) link in a text (as the renderer numbers them). */
function inlineLink(content: string | undefined, index: number): string | undefined {
  const links = [...(content ?? '').matchAll(INLINE_LINK)];
  return links[index]?.[2];
}

function withInlineLink(content: string, index: number, href: string): string {
  let n = 0;
  return content.replace(INLINE_LINK, (all, label: string) => (n++ === index ? `[${label}](${href})` : all));
}

export function linkOf(el: EmailElement, index?: number): string | undefined {
  switch (el.type) {
    case 'text':
    case 'header':
    case 'subtext':
      return inlineLink(el.content, index ?? 0);
    case 'button':
      return el.properties?.button?.href ?? '';
    case 'image':
      return el.properties?.image?.linkHref ?? '';
    case 'icon':
      return el.properties?.linkHref ?? '';
    case 'appStoreBadge':
    case 'unsubscribe':
    case 'preferences':
      return el.properties?.href ?? '';
    case 'nav':
    case 'footer':
    case 'social':
      return el.properties?.links?.[index ?? 0]?.href ?? '';
    default:
      return undefined;
  }
}

export function withLink(el: EmailElement, href: string, index = 0): EmailElement {
  switch (el.type) {
    case 'text':
    case 'header':
    case 'subtext':
      return { ...el, content: withInlineLink(el.content ?? '', index, href) };
    case 'button':
      return { ...el, properties: { ...el.properties, button: { ...el.properties?.button, href } } };
    case 'image':
      return { ...el, properties: { ...el.properties, image: { ...el.properties?.image, linkHref: href } } };
    case 'icon':
      return { ...el, properties: { ...el.properties, linkHref: href } };
    case 'appStoreBadge':
    case 'unsubscribe':
    case 'preferences':
      return { ...el, properties: { ...el.properties, href } } as EmailElement;
    case 'nav':
    case 'footer':
    case 'social': {
      const links = [...(el.properties?.links ?? [])];
      const current = links[index];
      if (!current) return el;
      links[index] = { ...current, href };
      return { ...el, properties: { ...el.properties, links } } as EmailElement;
    }
    default:
      return el;
  }
}

/** Whether the element shows an image the user can replace (image, icon, app store badge). */
export const hasImage = (el: EmailElement): boolean =>
  el.type === 'image' || el.type === 'icon' || el.type === 'appStoreBadge';

export interface UploadedImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** The element with an uploaded image: its source, and for an image its pixel size when known. */
export function withImage(el: EmailElement, img: UploadedImage): EmailElement {
  switch (el.type) {
    case 'image': {
      // Pixel size from the file, at most 600 wide, aspect kept (Outlook reads these attributes).
      const w = img.width && img.height ? Math.min(img.width, 600) : undefined;
      const size =
        w && img.width && img.height
          ? { width: String(w), height: String(Math.round((img.height * w) / img.width)) }
          : {};
      return {
        ...el,
        properties: { ...el.properties, image: { ...el.properties?.image, src: img.url, ...size } },
      };
    }
    case 'icon':
    case 'appStoreBadge':
      return { ...el, properties: { ...el.properties, src: img.url } } as EmailElement;
    default:
      return el;
  }
}
