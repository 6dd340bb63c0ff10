import type { EmailDocument } from './document';
import type { EmailElement } from './elements/registry';

/**
 * Where the email's `unsubscribe` and `preferences` elements point (docs/product.md › Unsubscribe and
 * signup form). These links are ours, not the author's: a real send gives each recipient their own signed
 * page (lambdas/domain/links/unsubscribe-urls.ts), the editor preview and test sends the harmless
 * `/u/preview` page. Whatever href the document holds is replaced.
 */
export interface ListLinks {
  unsubscribe: string;
  preferences: string;
}

function mapList(list: readonly EmailElement[], links: ListLinks): EmailElement[] {
  return list.map((el): EmailElement => {
    switch (el.type) {
      case 'unsubscribe':
        return { ...el, properties: { ...el.properties, href: links.unsubscribe } };
      case 'preferences':
        return { ...el, properties: { ...el.properties, href: links.preferences } };
      case 'container':
      case 'box':
        return { ...el, properties: { ...el.properties, elements: mapList(el.properties.elements, links) } };
      case 'columns':
        return {
          ...el,
          properties: {
            ...el.properties,
            columns: el.properties.columns.map((c) => ({ ...c, elements: mapList(c.elements, links) })),
          },
        };
      default:
        return el;
    }
  });
}

/** The document with every unsubscribe and preferences link (nested ones too) set to `links`. Pure. */
export function withListLinks(doc: EmailDocument, links: ListLinks): EmailDocument {
  return { ...doc, sections: doc.sections.map((s) => ({ ...s, elements: mapList(s.elements, links) })) };
}

/** The preview page's path: what the editor preview and test sends link to (no account, no contact). */
export const PREVIEW_LIST_PATH = '/u/preview';

/**
 * The site's origin as email links spell it: no trailing slash, and `localhost` as 127.0.0.1 (the same
 * local server), since safeUrl keeps only links with a dotted host, as mail clients expect.
 */
export const emailLinkOrigin = (origin: string): string =>
  origin.replace(/\/+$/, '').replace(/^(https?:\/\/)localhost(?=[:/]|$)/i, '$1127.0.0.1');

/** Both links to the preview page of a site (`origin` like https://app.example). */
export const previewListLinks = (origin: string): ListLinks => {
  const url = emailLinkOrigin(origin) + PREVIEW_LIST_PATH;
  return { unsubscribe: url, preferences: url };
};
