/**
 * The email types (docs/product.md › Select emails): the catalogue the customer picks from during onboarding,
 * 5 categories, 27 email types. Not campaigns: a campaign is a send (lambdas/domain/campaigns). Stored and sent
 * as `selectedCampaignIds` (the setup item and its contract keep that name). Category ids and names and
 * email type ids are exactly the spec's; the display names (beyond the spec's series labels) and the
 * one-line descriptions are ours, written for a small shop owner.
 */

export const emailTypeCategories = [
  { id: 'welcome_onboarding', name: 'Welcome & Onboarding' },
  { id: 'ecommerce_triggers', name: 'E-commerce Triggers' },
  { id: 'engagement_re_engagement', name: 'Engagement & Re-engagement' },
  { id: 'scheduled_promotional', name: 'Scheduled & Promotional' },
  { id: 'informational_updates', name: 'Informational & Updates' },
] as const;

export type EmailTypeCategoryId = (typeof emailTypeCategories)[number]['id'];
export type EmailTypeCategory = (typeof emailTypeCategories)[number];

export const emailTypes = [
  // Welcome & Onboarding
  {
    id: 'welcome_new_subscriber',
    categoryId: 'welcome_onboarding',
    name: 'Welcome New Subscriber',
    description: 'Greets someone who just joined your list and tells them what to expect from you.',
  },
  {
    id: 'welcome_new_customer',
    categoryId: 'welcome_onboarding',
    name: 'Welcome New Customer',
    description: 'Thanks a first-time buyer and shows them around your shop.',
  },
  {
    id: 'onboarding_series_1',
    categoryId: 'welcome_onboarding',
    name: 'Onboarding Series 1: Intro',
    description: 'Introduces your brand and the story behind what you make.',
  },
  {
    id: 'onboarding_series_2',
    categoryId: 'welcome_onboarding',
    name: 'Onboarding Series 2: Features/Benefits',
    description: 'Shows what makes your products worth buying and how people use them.',
  },
  {
    id: 'onboarding_series_3',
    categoryId: 'welcome_onboarding',
    name: 'Onboarding Series 3: Call to Action',
    description: 'Nudges new subscribers toward their first order.',
  },
  // E-commerce Triggers
  {
    id: 'abandoned_cart_1',
    categoryId: 'ecommerce_triggers',
    name: 'Abandoned Cart Reminder',
    description: 'Reminds shoppers about the items they left in their cart.',
  },
  {
    id: 'abandoned_cart_2_incentive',
    categoryId: 'ecommerce_triggers',
    name: 'Abandoned Cart Follow-up with Offer',
    description: 'A second reminder with a discount or free shipping to help close the sale.',
  },
  {
    id: 'browse_abandonment',
    categoryId: 'ecommerce_triggers',
    name: 'Browse Abandonment',
    description: 'Follows up when someone looks at a product but leaves without adding it to the cart.',
  },
  {
    id: 'post_purchase_thank_you',
    categoryId: 'ecommerce_triggers',
    name: 'Post-Purchase Thank You',
    description: 'Thanks customers after an order and tells them what happens next.',
  },
  {
    id: 'post_purchase_review_request',
    categoryId: 'ecommerce_triggers',
    name: 'Review Request',
    description: 'Asks customers to review what they bought once it has arrived.',
  },
  {
    id: 'wishlist_back_in_stock',
    categoryId: 'ecommerce_triggers',
    name: 'Back in Stock Alert',
    description: 'Lets people know that an item they wanted is available again.',
  },
  {
    id: 'wishlist_price_drop',
    categoryId: 'ecommerce_triggers',
    name: 'Price Drop Alert',
    description: 'Tells people when an item they saved gets cheaper.',
  },
  // Engagement & Re-engagement
  {
    id: 're_engagement_inactive_1',
    categoryId: 'engagement_re_engagement',
    name: 'We Miss You',
    description: "Checks in with subscribers who haven't opened or bought anything in a while.",
  },
  {
    id: 're_engagement_inactive_2_offer',
    categoryId: 'engagement_re_engagement',
    name: 'Win-Back Offer',
    description: 'Gives quiet customers a special offer to come back.',
  },
  {
    id: 'birthday_greeting',
    categoryId: 'engagement_re_engagement',
    name: 'Birthday Greeting',
    description: 'Sends a birthday wish, with a small treat if you like.',
  },
  {
    id: 'feedback_survey_request',
    categoryId: 'engagement_re_engagement',
    name: 'Feedback Survey',
    description: 'Asks customers a few quick questions about their experience with you.',
  },
  // Scheduled & Promotional
  {
    id: 'weekly_newsletter',
    categoryId: 'scheduled_promotional',
    name: 'Weekly Newsletter',
    description: 'A short weekly roundup of news, products and tips.',
  },
  {
    id: 'monthly_newsletter',
    categoryId: 'scheduled_promotional',
    name: 'Monthly Newsletter',
    description: 'A monthly update with the highlights from your shop.',
  },
  {
    id: 'new_product_announcement',
    categoryId: 'scheduled_promotional',
    name: 'New Product Announcement',
    description: 'Shows off a new product on the day it launches.',
  },
  {
    id: 'general_sale_promotion',
    categoryId: 'scheduled_promotional',
    name: 'Sale Announcement',
    description: 'Announces a sale or discount to your whole list.',
  },
  {
    id: 'holiday_promotion_bfcm',
    categoryId: 'scheduled_promotional',
    name: 'Holiday Promotion (Black Friday / Cyber Monday)',
    description: 'Promotes your holiday deals, Black Friday and Cyber Monday included.',
  },
  {
    id: 'event_webinar_invitation',
    categoryId: 'scheduled_promotional',
    name: 'Event or Webinar Invitation',
    description: "Invites people to an event, workshop or webinar you're hosting.",
  },
  {
    id: 'event_webinar_reminder',
    categoryId: 'scheduled_promotional',
    name: 'Event or Webinar Reminder',
    description: 'Reminds people who signed up that your event is about to start.',
  },
  // Informational & Updates
  {
    id: 'new_blog_post_notification',
    categoryId: 'informational_updates',
    name: 'New Blog Post',
    description: "Lets subscribers know you've published a new article.",
  },
  {
    id: 'policy_update_terms',
    categoryId: 'informational_updates',
    name: 'Terms of Service Update',
    description: 'Tells customers about changes to your terms of service.',
  },
  {
    id: 'policy_update_privacy',
    categoryId: 'informational_updates',
    name: 'Privacy Policy Update',
    description: 'Tells customers about changes to how you handle their personal data.',
  },
  {
    id: 'important_account_notification',
    categoryId: 'informational_updates',
    name: 'Important Account Notice',
    description: "Sends essential notices about a customer's account or orders.",
  },
] as const satisfies readonly {
  id: string;
  categoryId: EmailTypeCategoryId;
  name: string;
  description: string;
}[];

export type EmailType = (typeof emailTypes)[number];
export type EmailTypeId = EmailType['id'];

/** The 27 ids in catalogue order (for z.enum). */
export const emailTypeIdList = emailTypes.map((c) => c.id) as [EmailTypeId, ...EmailTypeId[]];
export const emailTypeIds: ReadonlySet<string> = new Set(emailTypeIdList);

export function isEmailTypeId(id: string): id is EmailTypeId {
  return emailTypeIds.has(id);
}

const byId: ReadonlyMap<string, EmailType> = new Map(emailTypes.map((c) => [c.id, c]));

export function emailTypeById(id: string): EmailType | undefined {
  return byId.get(id);
}

export interface EmailTypeGroup {
  category: EmailTypeCategory;
  emailTypes: EmailType[];
}

const compareNames = (a: string, b: string): number => a.localeCompare(b, 'en');

/**
 * The catalogue grouped for display: categories in catalogue order, email types in catalogue order
 * (the /select-emails checklist).
 */
export function catalogueGroups(): EmailTypeGroup[] {
  return emailTypeCategories.map((category) => ({
    category,
    emailTypes: emailTypes.filter((c) => c.categoryId === category.id),
  }));
}

/**
 * The chosen email types grouped by category, sorted by category name and then email type name (the
 * /info-clarification card). Unknown ids and repeats are ignored; empty categories are left out.
 */
export function groupEmailTypes(ids: readonly string[]): EmailTypeGroup[] {
  const chosen = new Set(ids);
  return emailTypeCategories
    .map((category) => ({
      category,
      emailTypes: emailTypes
        .filter((c) => c.categoryId === category.id && chosen.has(c.id))
        .sort((a, b) => compareNames(a.name, b.name)),
    }))
    .filter((group) => group.emailTypes.length > 0)
    .sort((a, b) => compareNames(a.category.name, b.category.name));
}
