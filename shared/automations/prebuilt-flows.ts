import type { FlowCondition, FlowDefinition, FlowStep, FlowTrigger, Reentry } from '../contracts/flows';
import type { EmailTypeId } from '../onboarding/email-types';

/**
 * The draft flows made from the onboarding choices (issue 32; docs/product.md › Automations › Ready-made
 * flows): which flow each automated email type belongs to, and each flow's defaults. Pure and table-tested
 * (tests/unit/flows/prebuilt-flows.test.ts). Each email's starting document is the type's template
 * (shared/templates), built in the shop's brand by lambdas/domain/prebuilt.
 */
export const prebuiltFlowKinds = [
  'welcome',
  'welcome-customer',
  'abandoned-cart',
  'browse-abandonment',
  'post-purchase',
  'back-in-stock',
  'price-drop',
  'win-back',
  'birthday',
  'feedback',
] as const;
export type PrebuiltFlowKind = (typeof prebuiltFlowKinds)[number];

const HOUR = 60;
const DAY = 24 * HOUR;
const PLACED_ORDER = 'Placed Order';

/** A step of a spec: an email (by the template it starts from) or a wait in minutes. */
export type PrebuiltStep = { email: EmailTypeId } | { waitMinutes: number };

export interface PrebuiltFlowSpec {
  kind: PrebuiltFlowKind;
  name: string;
  /** The onboarding types that ask for this flow (the first is the flow's `emailType`). */
  types: readonly EmailTypeId[];
  trigger: FlowTrigger;
  steps: readonly PrebuiltStep[];
  filters?: readonly FlowCondition[];
  exitEvents?: readonly string[];
  reentry: Reentry;
}

const event = (eventName: string): FlowTrigger => ({ type: 'event', eventName, filters: [] });
const noOrderSinceEntry: FlowCondition = {
  type: 'event',
  eventName: PLACED_ORDER,
  happened: false,
  within: { since: 'entered' },
  filters: [],
};

export const PREBUILT_FLOWS: readonly PrebuiltFlowSpec[] = [
  {
    kind: 'welcome',
    name: 'Welcome series',
    types: ['welcome_new_subscriber', 'onboarding_series_1', 'onboarding_series_2', 'onboarding_series_3'],
    trigger: { type: 'subscribed', sources: ['form', 'manual', 'api'] },
    steps: [
      { email: 'welcome_new_subscriber' },
      { waitMinutes: 2 * DAY },
      { email: 'onboarding_series_1' },
      { waitMinutes: 2 * DAY },
      { email: 'onboarding_series_3' },
    ],
    filters: [noOrderSinceEntry],
    exitEvents: [PLACED_ORDER],
    reentry: { mode: 'once' },
  },
  {
    kind: 'welcome-customer',
    name: 'Welcome new customer',
    types: ['welcome_new_customer'],
    trigger: event(PLACED_ORDER),
    steps: [{ waitMinutes: DAY }, { email: 'welcome_new_customer' }],
    reentry: { mode: 'once' },
  },
  {
    kind: 'abandoned-cart',
    name: 'Abandoned cart',
    types: ['abandoned_cart_1', 'abandoned_cart_2_incentive'],
    trigger: event('Added to Cart'),
    steps: [
      { waitMinutes: 4 * HOUR },
      { email: 'abandoned_cart_1' },
      { waitMinutes: 24 * HOUR },
      { email: 'abandoned_cart_2_incentive' },
    ],
    filters: [noOrderSinceEntry],
    exitEvents: [PLACED_ORDER],
    reentry: { mode: 'after-days', days: 14 },
  },
  {
    kind: 'browse-abandonment',
    name: 'Browse abandonment',
    types: ['browse_abandonment'],
    trigger: event('Viewed Product'),
    steps: [{ waitMinutes: 4 * HOUR }, { email: 'browse_abandonment' }],
    // Skipped while a cart flow runs: an Added to Cart in the last 2 days covers the cart flow's 28 hours.
    filters: [
      noOrderSinceEntry,
      { type: 'event', eventName: 'Added to Cart', happened: false, within: { days: 2 }, filters: [] },
    ],
    exitEvents: [PLACED_ORDER, 'Added to Cart'],
    reentry: { mode: 'after-days', days: 7 },
  },
  {
    kind: 'post-purchase',
    name: 'Post-purchase',
    types: ['post_purchase_thank_you', 'post_purchase_review_request'],
    trigger: event(PLACED_ORDER),
    steps: [
      { email: 'post_purchase_thank_you' },
      { waitMinutes: 14 * DAY },
      { email: 'post_purchase_review_request' },
    ],
    reentry: { mode: 'every-time' },
  },
  {
    kind: 'back-in-stock',
    name: 'Back in stock',
    types: ['wishlist_back_in_stock'],
    trigger: event('Back in Stock'),
    steps: [{ email: 'wishlist_back_in_stock' }],
    reentry: { mode: 'every-time' },
  },
  {
    kind: 'price-drop',
    name: 'Price drop',
    types: ['wishlist_price_drop'],
    trigger: event('Price Drop'),
    steps: [{ email: 'wishlist_price_drop' }],
    reentry: { mode: 'every-time' },
  },
  {
    kind: 'win-back',
    name: 'Win-back',
    types: ['re_engagement_inactive_1', 're_engagement_inactive_2_offer'],
    trigger: { type: 'no-event', eventName: PLACED_ORDER, days: 90 },
    steps: [
      { email: 're_engagement_inactive_1' },
      { waitMinutes: 7 * DAY },
      { email: 're_engagement_inactive_2_offer' },
    ],
    filters: [noOrderSinceEntry],
    exitEvents: [PLACED_ORDER],
    reentry: { mode: 'after-days', days: 180 },
  },
  {
    kind: 'birthday',
    name: 'Birthday',
    types: ['birthday_greeting'],
    trigger: { type: 'date-property', field: 'birthday', offsetDays: 0, at: '09:00' },
    steps: [{ email: 'birthday_greeting' }],
    reentry: { mode: 'every-time' },
  },
  {
    kind: 'feedback',
    name: 'Feedback survey',
    types: ['feedback_survey_request'],
    trigger: event(PLACED_ORDER),
    steps: [{ waitMinutes: 7 * DAY }, { email: 'feedback_survey_request' }],
    reentry: { mode: 'after-days', days: 90 },
  },
];

/** The flows the chosen types ask for, each once, in PREBUILT_FLOWS' order (campaign types ask for none). */
export function prebuiltFlowsFor(chosen: readonly string[]): PrebuiltFlowSpec[] {
  const picked = new Set(chosen);
  return PREBUILT_FLOWS.filter((spec) => spec.types.some((type) => picked.has(type)));
}

/** The templates a spec's emails start from, in order. */
export const prebuiltEmails = (spec: PrebuiltFlowSpec): EmailTypeId[] =>
  spec.steps.flatMap((step) => ('email' in step ? [step.email] : []));

export interface PrebuiltEmailRef {
  projectId: string;
  subject: string;
}

/** The spec as a flow definition, its emails' projects and subjects given in order (`emails[i]`). */
export function prebuiltDefinition(
  spec: PrebuiltFlowSpec,
  emails: readonly PrebuiltEmailRef[],
): FlowDefinition {
  let mails = 0;
  let waits = 0;
  const steps = spec.steps.map((step): FlowStep => {
    if ('waitMinutes' in step) {
      waits += 1;
      return { id: `wait-${waits}`, type: 'wait', wait: { kind: 'duration', minutes: step.waitMinutes } };
    }
    const ref = emails[mails];
    mails += 1;
    if (!ref) throw new Error(`prebuiltDefinition: no project for email ${mails} of ${spec.kind}`);
    return { id: `email-${mails}`, type: 'email', ...ref, smartSending: true };
  });
  return {
    trigger: spec.trigger,
    steps,
    filters: [...(spec.filters ?? [])],
    exitEvents: [...(spec.exitEvents ?? [])],
    reentry: spec.reentry,
  };
}
