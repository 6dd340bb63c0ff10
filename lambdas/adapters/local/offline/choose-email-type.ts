import { emailTypes, isEmailTypeId, type EmailTypeId } from '../../../../shared/onboarding/email-types';
import { requestKind } from './details';

/** Words in a request (or a goal) that name an email type, most specific first. */
const WORDS: [RegExp, EmailTypeId][] = [
  [/\bbirthday/i, 'birthday_greeting'],
  [/\b(survey|feedback|questionnaire)/i, 'feedback_survey_request'],
  [/\breview/i, 'post_purchase_review_request'],
  [/\b(back in stock|restock)/i, 'wishlist_back_in_stock'],
  [/\b(price drop|cheaper|price cut|reduced price)/i, 'wishlist_price_drop'],
  [/\b(brows(e|ing)|looked at|viewed)/i, 'browse_abandonment'],
  [
    /\b(abandon|cart|checkout).*\b(offer|discount|free shipping|incentive|% off|code)/i,
    'abandoned_cart_2_incentive',
  ],
  [/\b(abandon|cart|checkout)/i, 'abandoned_cart_1'],
  [/\b(thank.*order|order confirm|post.?purchase|after (an|their) order)/i, 'post_purchase_thank_you'],
  [
    /\b(win.?back|miss you|inactive|re.?engage|come back).*\b(offer|discount|% off|code)/i,
    're_engagement_inactive_2_offer',
  ],
  [/\b(win.?back|miss you|inactive|re.?engage|come back|lapsed)/i, 're_engagement_inactive_1'],
  [/\b(black friday|cyber monday|bfcm|holiday|christmas)/i, 'holiday_promotion_bfcm'],
  [
    /\b(event|webinar|workshop|class|meetup).*\b(remind|starts|tomorrow|today)|\bremind.*\b(event|webinar|workshop)/i,
    'event_webinar_reminder',
  ],
  [/\b(event|webinar|workshop|invit|meetup)/i, 'event_webinar_invitation'],
  [/\b(blog|article)/i, 'new_blog_post_notification'],
  [/\bweekly/i, 'weekly_newsletter'],
  [/\b(newsletter|monthly|digest|round.?up)/i, 'monthly_newsletter'],
  [/\b(launch|new product|announc|just arrived|new arrival)/i, 'new_product_announcement'],
  [/\b(sale|discount|% off|promo|coupon)/i, 'general_sale_promotion'],
  [/\b(privacy|personal data|gdpr)/i, 'policy_update_privacy'],
  [/\b(terms|policy)/i, 'policy_update_terms'],
  [/\b(account|password|security notice)/i, 'important_account_notification'],
  [/\bonboarding.*\b(benefit|feature|why)|\b(benefits|features)\b/i, 'onboarding_series_2'],
  [/\b(our story|brand story|introduc|about us)/i, 'onboarding_series_1'],
  [/\b(first (order|purchase)|nudge)/i, 'onboarding_series_3'],
  [/\bwelcome.*\b(customer|buyer|first order)/i, 'welcome_new_customer'],
  [/\b(welcome|onboard|new subscriber|just (joined|signed up)|sign.?up)/i, 'welcome_new_subscriber'],
];

/** The email type a text names, by its catalogue name or by its words. */
export function namedEmailType(text: string): EmailTypeId | undefined {
  const lower = text.toLowerCase();
  return (
    emailTypes.find((c) => lower.includes(c.name.toLowerCase()))?.id ??
    WORDS.find(([re]) => re.test(text))?.[1]
  );
}

/** The words just before "email" (or "newsletter", "mail"): "a welcome email with code ..." -> "a welcome". */
const NOUN_PHRASE = /((?:[\w'&%-]+\s+){1,4})(?:e-?mail|newsletter|mail)s?\b/i;

/**
 * The email type one request names: the kind it puts before "email" first ("a welcome email that thanks them
 * for their first order" is a welcome), then its kind without the details it asks to mention, then any of its words.
 */
function typeNamedBy(request: string): EmailTypeId | undefined {
  // A code names no kind: "WELCOME10" in a birthday email is not a welcome.
  const words = request.replace(/\bcode\s+\S+/gi, ' ');
  const kind = requestKind(words);
  const phrase = NOUN_PHRASE.exec(kind)?.[0];
  return (phrase ? namedEmailType(phrase) : undefined) ?? namedEmailType(kind) ?? namedEmailType(words);
}

/**
 * The email type a first email is written for: the one the latest message names, else the one the earlier
 * request names (when the message answers a clarification), else the first email type the customer chose,
 * else one the goals point to, else the monthly newsletter.
 */
export function chooseEmailType(
  request: string,
  chosen: readonly string[],
  goals: readonly string[],
  earlier?: string,
): EmailTypeId {
  const named = typeNamedBy(request) ?? (earlier ? typeNamedBy(earlier) : undefined);
  if (named) return named;
  const first = chosen.find(isEmailTypeId);
  if (first) return first;
  for (const goal of goals) {
    const hit = namedEmailType(goal);
    if (hit) return hit;
  }
  return 'monthly_newsletter';
}
