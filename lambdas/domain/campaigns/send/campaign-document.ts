import { esc } from '../../../../shared/email/escape';
import {
  headerText,
  renderEmailHtml,
  renderEmailText,
  type EmailDocument,
  type EmailElement,
} from '../../../../shared/email';
import { allElements, mapElements } from './email-walk';

/**
 * The email a campaign sends, built from its snapshot (pure). Every unsubscribe and preferences link points at
 * UNSUBSCRIBE_URL_MARKER, which the sending worker replaces per recipient with the signed page URL
 * (`withUnsubscribeUrl`); an email without an unsubscribe link gets one in an added footer, and the account's
 * postal address (CAN-SPAM) is printed in that footer unless the email already shows it. The campaign's own
 * preview text replaces the email's.
 */
export const UNSUBSCRIBE_URL_MARKER = 'https://unsubscribe.jungle-mail.invalid/recipient';
export const FOOTER_SECTION_ID = 'jm-campaign-footer';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

function showsAddress(doc: EmailDocument, address: string): boolean {
  const wanted = squash(address);
  for (const el of allElements(doc))
    if ('content' in el && el.content && squash(el.content).includes(wanted)) return true;
  return false;
}

export function campaignDocument(
  doc: EmailDocument,
  options: { postalAddress?: string | null; previewText?: string },
): EmailDocument {
  let hasUnsubscribe = false;
  let hasPreview = false;
  const preview = options.previewText?.trim();
  let out = mapElements(doc, (el): EmailElement => {
    if (el.type === 'unsubscribe' || el.type === 'preferences') {
      if (el.type === 'unsubscribe') hasUnsubscribe = true;
      return { ...el, properties: { ...el.properties, href: UNSUBSCRIBE_URL_MARKER } };
    }
    if (el.type === 'previewText' && preview !== undefined && !hasPreview) {
      hasPreview = true;
      return { ...el, content: preview };
    }
    return el;
  });
  const address = options.postalAddress?.trim();
  const footer: EmailElement[] = [];
  if (address && !showsAddress(out, address))
    footer.push({ id: `${FOOTER_SECTION_ID}-address`, type: 'footer', content: address });
  if (!hasUnsubscribe)
    footer.push({
      id: `${FOOTER_SECTION_ID}-unsubscribe`,
      type: 'unsubscribe',
      content: 'Unsubscribe',
      properties: { href: UNSUBSCRIBE_URL_MARKER },
    });
  if (footer.length)
    out = { ...out, sections: [...out.sections, { id: FOOTER_SECTION_ID, elements: footer }] };
  if (preview && !hasPreview) {
    const [first, ...rest] = out.sections;
    const element: EmailElement = {
      id: `${FOOTER_SECTION_ID}-preview`,
      type: 'previewText',
      content: preview,
    };
    if (first) out = { ...out, sections: [{ ...first, elements: [element, ...first.elements] }, ...rest] };
  }
  return out;
}

export interface CampaignEmail {
  subject: string;
  html: string;
  text: string;
}

/** HTML and text of the campaign's email, with the marker where each recipient's unsubscribe URL goes. */
export function renderCampaignEmail(
  doc: EmailDocument,
  options: { subject: string; previewText?: string; postalAddress?: string | null },
): CampaignEmail {
  const built = campaignDocument(doc, options);
  return {
    subject: headerText(options.subject),
    html: renderEmailHtml(built, { mode: 'send' }),
    text: renderEmailText(built),
  };
}

/** One recipient's copy: the marker replaced by their unsubscribe page URL (escaped in HTML). */
export function withUnsubscribeUrl(email: CampaignEmail, pageUrl: string): CampaignEmail {
  return {
    subject: email.subject,
    html: email.html.split(esc(UNSUBSCRIBE_URL_MARKER)).join(esc(pageUrl)),
    text: email.text.split(UNSUBSCRIBE_URL_MARKER).join(pageUrl),
  };
}
