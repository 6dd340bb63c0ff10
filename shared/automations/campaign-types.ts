import type { EmailTypeId } from '../onboarding/email-types';

/**
 * Which onboarding email types (shared/onboarding/email-types.ts) stay one-off campaigns rather than
 * automations (issue 32): newsletters, announcements, sales, events and notices go to a list once, when the
 * owner says so. Their cards on /automations say "send as a campaign". Every other type is an automation
 * (shared/automations/prebuilt-flows.ts makes its draft flow).
 */
export const CAMPAIGN_EMAIL_TYPE_IDS = [
  'weekly_newsletter',
  'monthly_newsletter',
  'new_product_announcement',
  'general_sale_promotion',
  'holiday_promotion_bfcm',
  'event_webinar_invitation',
  'event_webinar_reminder',
  'new_blog_post_notification',
  'policy_update_terms',
  'policy_update_privacy',
  'important_account_notification',
] as const satisfies readonly EmailTypeId[];

const campaignIds: ReadonlySet<string> = new Set(CAMPAIGN_EMAIL_TYPE_IDS);

/** True for a type that is sent as a campaign, not as an automated flow. */
export const isCampaignEmailType = (id: string): boolean => campaignIds.has(id);

/** The words on a campaign type's card. */
export const SEND_AS_CAMPAIGN = 'Send as a campaign';
