import type { EmailDocument, EmailElement } from '../../../../shared/email';
import { POWERED_BY, showsPoweredBy } from '../../../../shared/contracts/brand';
import type { Store } from '../../../ports/store';
import { getProfileRecord } from '../../items/profile';
import { FOOTER_SECTION_ID } from './campaign-document';

/** The id of the "Sent with Jungle Mail" footer line (and of its section when the email has no added footer). */
export const POWERED_BY_ID = 'jm-powered-by';

/**
 * Issue 33: campaign and flow emails on Free and Pro carry a small "Sent with Jungle Mail" line at the very end
 * of the footer; Premium (custom branding) removes it. Pure: a new document, the line last.
 */
export function withPoweredBy(doc: EmailDocument): EmailDocument {
  const line: EmailElement = { id: POWERED_BY_ID, type: 'footer', content: POWERED_BY };
  const last = doc.sections.at(-1);
  if (last?.id === FOOTER_SECTION_ID)
    return {
      ...doc,
      sections: [...doc.sections.slice(0, -1), { ...last, elements: [...last.elements, line] }],
    };
  return { ...doc, sections: [...doc.sections, { id: POWERED_BY_ID, elements: [line] }] };
}

/** Whether the account's campaign and flow emails carry the line: every plan but Premium. */
export async function poweredByOf(store: Store, accountId: string): Promise<boolean> {
  return showsPoweredBy((await getProfileRecord(store, accountId))?.subscriptionTier);
}
