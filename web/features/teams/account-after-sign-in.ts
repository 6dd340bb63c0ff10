/**
 * Issue 34: which account a person starts in after signing in on a browser that remembers none. A person who
 * joined a shop and never set up their own account (no active plan of their own) starts in the shop they
 * joined; without this, a sign-in on a new phone sent them through onboarding to "Choose Your Plan" for an
 * account they never meant to use, and the shop was only reachable from the account menu. Anyone with a plan
 * of their own, or a remembered choice, starts where they did before. Pure: tests/unit/web/account-after-sign-in.test.ts.
 */
import { ACTIVE_SUBSCRIPTION_STATUS, type Profile } from '../../../shared/contracts/profile';
import type { TeamAccount } from '../../../shared/contracts/teams';

/** The person's own account has a plan (then they start in it). */
export const hasOwnPlan = (own: Pick<Profile, 'subscriptionStatus'>): boolean =>
  own.subscriptionStatus === ACTIVE_SUBSCRIPTION_STATUS;

export function accountAfterSignIn(input: {
  /** The account this browser remembers for the person (web/lib/current-account.ts), if any. */
  remembered: string | undefined;
  /** The person's own profile, or undefined when it could not be read (then nothing changes). */
  own: Pick<Profile, 'subscriptionStatus'> | null | undefined;
  /** GET /api/team/accounts: their own first, then the accounts they joined. */
  accounts: readonly TeamAccount[];
}): string | undefined {
  if (input.remembered || !input.own) return undefined;
  if (hasOwnPlan(input.own)) return undefined;
  return input.accounts.find((a) => !a.own)?.accountId;
}
