import type { MailHeader } from '../../../ports/mailer';

/** What ties one recipient's mail to its campaign, contact and unsubscribe token. */
export interface RecipientRef {
  /** The account (Cognito sub). */
  sub: string;
  campaignId: string;
  contactId: string;
  /** `${siteUrl}/api/u/{token}`: the RFC 8058 one-click endpoint. */
  oneClickUrl: string;
}

/** Our sender id in Feedback-ID (Gmail's Postmaster Tools groups complaints by its fields). */
export const FEEDBACK_SENDER_ID = 'junglemail';

/**
 * The headers every campaign mail carries (Gmail/Yahoo bulk-sender rules): List-Unsubscribe with the
 * recipient's own one-click URL and List-Unsubscribe-Post (RFC 8058), and a Feedback-ID of
 * campaign:account:type:sender (no per-recipient value, as Gmail asks).
 */
export function recipientHeaders(ref: RecipientRef): MailHeader[] {
  return [
    { name: 'List-Unsubscribe', value: `<${ref.oneClickUrl}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    { name: 'Feedback-ID', value: `${ref.campaignId}:${ref.sub}:campaign:${FEEDBACK_SENDER_ID}` },
  ];
}

/** SES message tag names: the SES event of this mail carries them back (lambdas/domain/sending/ses-event.ts). */
export const messageTagNames = { account: 'account', campaign: 'campaign', contact: 'contact' } as const;

/**
 * SES message tags (names and values: ASCII letters, digits, `_`, `-`, at most 256 characters): the
 * account, campaign and contact, so a bounce or complaint finds its contact without reading the address.
 */
export function messageTags(ref: RecipientRef): Record<string, string> {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 256);
  return {
    [messageTagNames.account]: safe(ref.sub),
    [messageTagNames.campaign]: safe(ref.campaignId),
    [messageTagNames.contact]: safe(ref.contactId),
  };
}
