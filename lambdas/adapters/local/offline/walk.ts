import type { EmailDocument, EmailElement } from '../../../../shared/email';
import { childListsOf } from '../../../../shared/email/elements/registry';

/** Every element of the document, nested ones included, in reading order. */
export function allElements(doc: EmailDocument): EmailElement[] {
  const out: EmailElement[] = [];
  const visit = (list: readonly EmailElement[]) => {
    for (const el of list) {
      out.push(el);
      for (const child of childListsOf(el)) visit(child.elements);
    }
  };
  for (const s of doc.sections) visit(s.elements);
  return out;
}
