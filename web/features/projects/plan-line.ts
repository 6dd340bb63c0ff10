import { roleWithArticle, type TeamRole } from '../../../shared/contracts/teams';
import { planLimits, type SubscriptionTier } from '../../../shared/plans';

/**
 * The dashboard's line under its heading (docs/product.md › Project list): who is signed in, in whose
 * account when it is not their own (issue 34: the profile is the viewed account's, so its username is the
 * owner's, never the member's), and the plan with its project count. "Change plan" follows only for a role
 * that may pay, so the parts are joined here rather than each ending in a separator.
 */
export function planLineParts(input: {
  /** The viewed account's username (the profile's): said only when the address is not known. */
  username: string;
  /** The signed-in person's address (the auth session). */
  email: string | undefined;
  /** The viewed account when it is another's: its name and the person's role in it. */
  account: { name: string; role: TeamRole } | undefined;
  tier: SubscriptionTier;
  projectCount: number;
}): { who: string; plan: string } {
  const who = input.account
    ? `Signed in as ${input.email ?? 'a member'}. Working in ${input.account.name} as ${roleWithArticle(input.account.role)}.`
    : input.email || input.username
      ? `Signed in as ${input.email || input.username}.`
      : '';
  const limit = planLimits[input.tier];
  const plan = `Plan: ${input.tier[0]?.toUpperCase() ?? ''}${input.tier.slice(1)} · ${input.projectCount} of ${limit === null ? 'unlimited' : limit} projects`;
  return { who, plan };
}
