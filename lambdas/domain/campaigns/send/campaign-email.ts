import {
  emailLinkOrigin,
  headerText,
  renderEmailHtml,
  renderEmailText,
  withListLinks,
} from '../../../../shared/email';
import { campaignFromAddress, fromHeader } from '../../../../shared/campaigns/sender';
import type { OutgoingEmail } from '../../../ports/mailer';
import { campaignDocument } from './campaign-document';
import { documentFromJson } from '../../items/project-content';
import { fillMergeTags, mergeValuesOf } from './merge-tags';
import { messageTags, recipientHeaders } from './recipient-headers';
import { addOpenPixel, fillTrackingSlots, trackLinks, type TrackedLink } from './tracked-links';
import { withPoweredBy } from './powered-by';

/**
 * Stands in for the recipient's unsubscribe token in the rendered email: the document is rendered once per
 * campaign with links to `/u/{TOKEN_SLOT}`, and each recipient's mail swaps in their own signed token (a
 * plain string replace, so 10,000 recipients cost one render). Letters only: it survives escaping as is.
 */
export const TOKEN_SLOT = 'JMUNSUBSCRIBETOKENSLOT';

/** One campaign's mail, rendered once, personalised per recipient by `personalise`. */
export interface CampaignTemplate {
  subject: string;
  html: string;
  text: string;
  from: string;
  replyTo: string | undefined;
  /** The tracked links (index = position), empty when the template is not tracked (tracked-links.ts). */
  links: TrackedLink[];
  /** emailLinkOrigin(siteUrl): where the /c/ and /o/ links point. */
  origin: string;
  /** The account's custom field keys: their merge tags ({{city}}) are filled, or take their fallback. */
  fieldKeys?: readonly string[];
  /** Issue 35: the account's SES tenant (SendEmail TenantName), when it is ready. */
  tenant?: string;
}

/**
 * The From of every campaign: its From name and an address on the account's verified sending domain, never
 * the product's sender, as the header SES sends (`"Shop Name" <news@shop.com>`, RFC 2047 for non-ASCII).
 */
export const campaignFrom = (domain: string, sender?: { fromName?: string; fromLocalPart?: string }) =>
  fromHeader(sender?.fromName ?? '', campaignFromAddress(domain, sender?.fromLocalPart));

/**
 * Renders the campaign's snapshot (keys.campaignDocument's documentJson) for sending, built as the checks
 * see it (campaignDocument: an unsubscribe link and the postal address added in a footer when the email
 * lacks them, the campaign's preview text). Undefined when the snapshot cannot be read.
 */
export function campaignTemplate(input: {
  documentJson: unknown;
  subject: string;
  previewText?: string;
  replyTo: string | null | undefined;
  postalAddress?: string | null;
  verifiedDomain: string;
  /** Issue 29: the campaign's From name and local part (absent: the address `news@` alone). */
  sender?: { fromName?: string; fromLocalPart?: string };
  siteUrl: string;
  /** Click and open tracking (issue 22): utmCampaign is the campaign's slug, or null for no UTM parameters. */
  tracking?: { utmCampaign: string | null };
  /** Issue 33: the "Sent with Jungle Mail" footer line (Free and Pro; powered-by.ts › poweredByOf). */
  poweredBy?: boolean;
}): CampaignTemplate | undefined {
  const document = documentFromJson(input.documentJson);
  if (!document) return undefined;
  const checked = campaignDocument(document, {
    postalAddress: input.postalAddress,
    previewText: input.previewText,
  });
  const built = input.poweredBy ? withPoweredBy(checked) : checked;
  const origin = emailLinkOrigin(input.siteUrl);
  const page = `${origin}/u/${TOKEN_SLOT}`;
  const linked = withListLinks(built, { unsubscribe: page, preferences: page });
  const html = renderEmailHtml(linked, { mode: 'send' });
  const text = renderEmailText(linked);
  const tracked = input.tracking
    ? trackLinks(html, text, { origin, utmCampaign: input.tracking.utmCampaign })
    : { html, text, links: [] };
  return {
    subject: input.subject,
    html: input.tracking ? addOpenPixel(tracked.html, origin) : tracked.html,
    text: tracked.text,
    from: campaignFrom(input.verifiedDomain, input.sender),
    replyTo: input.replyTo ?? undefined,
    links: tracked.links,
    origin,
  };
}

/** One recipient's mail: merge tags filled (escaped in HTML), their token in every link and header. */
export function personalise(
  template: CampaignTemplate,
  recipient: {
    sub: string;
    campaignId: string;
    contactId: string;
    contact: { email: string; firstName?: unknown; lastName?: unknown; fields?: unknown };
    token: string;
    siteUrl: string;
    /** The recipient's click and open tokens (links/click-token.ts › recipientClickTokens). */
    tracking?: { links: string[]; open: string };
  },
): OutgoingEmail {
  const values = mergeValuesOf(recipient.contact);
  const keys = template.fieldKeys ?? [];
  const track = (s: string, mode: 'html' | 'text') =>
    fillTrackingSlots(s, template.links, recipient.tracking, template.origin, mode);
  const withToken = (s: string) => s.split(TOKEN_SLOT).join(recipient.token);
  const ref = {
    sub: recipient.sub,
    campaignId: recipient.campaignId,
    contactId: recipient.contactId,
    oneClickUrl: `${emailLinkOrigin(recipient.siteUrl)}/api/u/${recipient.token}`,
  };
  return {
    from: template.from,
    to: [recipient.contact.email],
    subject: headerText(fillMergeTags(template.subject, values, 'text', keys)),
    html: fillMergeTags(withToken(track(template.html, 'html')), values, 'html', keys),
    text: fillMergeTags(withToken(track(template.text, 'text')), values, 'text', keys),
    ...(template.replyTo ? { replyTo: [template.replyTo] } : {}),
    headers: recipientHeaders(ref),
    tags: messageTags(ref),
    ...(template.tenant ? { tenant: template.tenant } : {}),
  };
}
