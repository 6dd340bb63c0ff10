/**
 * Subscription plans (docs/product.md › Plans): tiers, project limits, prices and the features the plan page
 * lists. `null` as a limit means unlimited (JSON-safe, unlike Infinity).
 */
import { seatLimits } from './contracts/teams';

export const subscriptionTiers = ['free', 'pro', 'premium'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export const planLimits: Readonly<Record<SubscriptionTier, number | null>> = {
  free: 1,
  pro: 25,
  premium: null,
};

/** Subscribed contacts an account may have (issue 20; docs/product.md › Contacts), a database invariant. */
export const contactLimits: Readonly<Record<SubscriptionTier, number>> = {
  free: 500,
  pro: 10_000,
  premium: 100_000,
};

/** The plan card's line for the contact limit: "Up to 500 subscribed contacts". */
export const contactLimitLine = (tier: SubscriptionTier) =>
  `Up to ${contactLimits[tier].toLocaleString('en-US')} subscribed contacts`;

/** The plan card's line for the seats, the owner's included (issue 34): "3 seats: you and 2 team members". */
export const seatLine = (tier: SubscriptionTier) => {
  const seats = seatLimits[tier];
  const others = seats - 1;
  return seats === 1
    ? '1 seat: just you'
    : `${seats} seats: you and ${others} team member${others === 1 ? '' : 's'}`;
};

/** The spec's "Team collaboration" feature, with the plan's seats. */
const teamFeature = (tier: SubscriptionTier) => `Team collaboration (${seatLimits[tier]} seats)`;

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  /** Per month; the currency is not given by the spec. */
  monthlyPrice: number;
  projectLimit: number | null;
  features: readonly string[];
}

export const plans: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    monthlyPrice: 0,
    projectLimit: planLimits.free,
    features: ['1 email project', 'Basic templates', 'Preview and test sending'],
  },
  {
    tier: 'pro',
    name: 'Pro',
    monthlyPrice: 19,
    projectLimit: planLimits.pro,
    features: [
      'Up to 25 projects',
      'Advanced templates',
      'Priority support',
      'Analytics and tracking',
      teamFeature('pro'),
    ],
  },
  {
    tier: 'premium',
    name: 'Premium',
    monthlyPrice: 49,
    projectLimit: planLimits.premium,
    features: [
      'Unlimited projects',
      'Custom templates',
      'Priority support',
      'Advanced analytics',
      teamFeature('premium'),
      'Custom branding',
      'API access',
    ],
  },
];

export function isSubscriptionTier(value: string): value is SubscriptionTier {
  return (subscriptionTiers as readonly string[]).includes(value);
}

/** The route guard's test (docs/product.md › Route guard): above the limit is blocked, exactly at it is still allowed. */
export function isOverProjectLimit(tier: SubscriptionTier, projectCount: number): boolean {
  const limit = planLimits[tier];
  return limit !== null && projectCount > limit;
}

/** Creating a project (docs/product.md › Projects): blocked at or above the limit. */
export function canCreateProject(tier: SubscriptionTier, projectCount: number): boolean {
  const limit = planLimits[tier];
  return limit === null || projectCount < limit;
}

/** Mails a month each plan may send in campaigns (issue 21), counted per calendar month (UTC). */
export const monthlySendLimits: Readonly<Record<SubscriptionTier, number>> = {
  free: 1_000,
  pro: 50_000,
  premium: 500_000,
};

/** The plan card's line: "1,000 emails a month". */
export function monthlySendLine(tier: SubscriptionTier): string {
  return `${monthlySendLimits[tier].toLocaleString('en-US')} emails a month`;
}
