import type { EmailDocument } from './document';
import { defOf, type EmailElement } from './elements/registry';

function children(elements: readonly unknown[]): string {
  const parts: string[] = [];
  for (const el of elements as readonly EmailElement[]) {
    const t = defOf(el).text(el, children).trim();
    if (t) parts.push(t);
  }
  return parts.join('\n\n');
}

/**
 * The plain-text part: every element's readable text, links as "text (url)", no markup, blank lines
 * between blocks. Preview text and unknown elements are left out.
 */
export function renderEmailText(doc: EmailDocument): string {
  const parts: string[] = [];
  for (const s of doc.sections) {
    const t = children(s.elements);
    if (t) parts.push(t);
  }
  return parts.join('\n\n').replace(/\n{3,}/g, '\n\n') + '\n';
}
