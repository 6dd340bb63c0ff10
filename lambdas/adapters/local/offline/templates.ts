import { campaigns, type CampaignCategoryId } from '../../../../shared/onboarding/campaigns';

/**
 * Section copy per kind of campaign (shared/onboarding/campaigns.ts), for the offline composer. The
 * customer's own words (their request and business description) fill the slots; these lines only
 * frame them.
 */
export interface Template {
  kind: string;
  headline: (business: string) => string;
  intro: string;
  points: string[];
  cta: string;
}

export const TEMPLATES: Record<string, Template> = {
  welcome: {
    kind: 'welcome',
    headline: (b) => `Welcome to ${b}!`,
    intro: 'Thanks for joining us. Here is what you can look forward to:',
    points: ['First news of new arrivals', 'Offers for subscribers only', 'Tips from our team'],
    cta: 'Start exploring',
  },
  cart: {
    kind: 'cart',
    headline: () => 'You left something in your cart',
    intro: 'Your items are still waiting for you, but we cannot hold them forever.',
    points: ['Your cart is saved', 'Checkout takes a minute', 'Questions? Just reply to this email'],
    cta: 'Return to your cart',
  },
  thanks: {
    kind: 'thanks',
    headline: () => 'Thank you for your order!',
    intro: 'We are getting your order ready. Here is what happens next:',
    points: [
      'We pack your order with care',
      'You get a tracking link when it ships',
      'Reply with any question',
    ],
    cta: 'View your order',
  },
  winback: {
    kind: 'winback',
    headline: () => 'We miss you',
    intro: 'It has been a while. A lot has changed since your last visit:',
    points: ['New products you have not seen', 'A little something to welcome you back'],
    cta: 'See what is new',
  },
  newsletter: {
    kind: 'newsletter',
    headline: (b) => `News from ${b}`,
    intro: 'Here is what is new this time:',
    points: ['What we have been working on', 'A favourite from our customers', 'Coming up next'],
    cta: 'Read more',
  },
  sale: {
    kind: 'sale',
    headline: () => 'Our sale is on',
    intro: 'For a short time only:',
    points: ['Savings on favourites', 'While stock lasts'],
    cta: 'Shop the sale',
  },
  product: {
    kind: 'product',
    headline: () => 'Something new just arrived',
    intro: 'We are excited to show you what we have been making:',
    points: ['Made with care', 'Available now'],
    cta: 'Take a look',
  },
  event: {
    kind: 'event',
    headline: () => 'You are invited',
    intro: 'Join us. Here are the details:',
    points: ['Date and time', 'Where', 'What to expect'],
    cta: 'Save your spot',
  },
  update: {
    kind: 'update',
    headline: () => 'An update from us',
    intro: 'We want to keep you informed:',
    points: ['What is changing', 'When it takes effect', 'What you need to do (if anything)'],
    cta: 'Read the details',
  },
};

/** Words in a request that name a kind of email, checked before the chosen campaigns. */
const WORDS: [RegExp, string][] = [
  [/\bwelcome|onboard|new (subscriber|customer)s?|just (joined|signed up)/i, 'welcome'],
  [/\b(abandon|cart|left .* behind|checkout)/i, 'cart'],
  [/\b(thank|order confirm|post.?purchase|review)/i, 'thanks'],
  [/\b(win.?back|miss you|inactive|re.?engage|come back)/i, 'winback'],
  [/\bnewsletter|monthly|weekly|digest|round.?up/i, 'newsletter'],
  [/\b(sale|discount|% off|offer|promo|black friday|holiday|coupon)/i, 'sale'],
  [/\b(launch|new product|announc|arriv|back in stock)/i, 'product'],
  [/\b(event|webinar|invite|invitation|workshop)/i, 'event'],
  [/\b(policy|privacy|terms|account|update)/i, 'update'],
];

const BY_CAMPAIGN: [RegExp, string][] = [
  [/^(welcome|onboarding)/, 'welcome'],
  [/^(abandoned_cart|browse_abandonment)/, 'cart'],
  [/^post_purchase/, 'thanks'],
  [/^(re_engagement|birthday|feedback)/, 'winback'],
  [/newsletter|blog/, 'newsletter'],
  [/sale|holiday|price_drop/, 'sale'],
  [/product|back_in_stock/, 'product'],
  [/event|webinar/, 'event'],
  [/policy|account/, 'update'],
];

const CATEGORY_FALLBACK: Record<CampaignCategoryId, string> = {
  welcome_onboarding: 'welcome',
  ecommerce_triggers: 'cart',
  engagement_re_engagement: 'winback',
  scheduled_promotional: 'newsletter',
  informational_updates: 'update',
};

export function templateFor(request: string, campaignIds: string[]): Template {
  const named = WORDS.find(([re]) => re.test(request));
  if (named) return TEMPLATES[named[1]]!;
  for (const id of campaignIds) {
    const hit = BY_CAMPAIGN.find(([re]) => re.test(id));
    if (hit) return TEMPLATES[hit[1]]!;
    const c = campaigns.find((x) => x.id === id);
    if (c) return TEMPLATES[CATEGORY_FALLBACK[c.categoryId]]!;
  }
  return TEMPLATES.newsletter!;
}
