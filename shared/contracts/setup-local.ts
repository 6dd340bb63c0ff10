/**
 * A signed-out visitor's local progress (docs/product.md › Visitor progress): the storage keys and the
 * one check the redirect gate makes. No zod here: the shell loads this on every page, public ones included;
 * the schemas that validate the values (pendingProgressSchema, pendingProgressToPatch) stay in setup.ts.
 */

export const pendingStorageKeys = {
  businessDescription: 'pendingBusinessDescription',
  goalsRawText: 'pendingUserGoalsRawText',
  /** Legacy key: never written or read, only removed with the others. */
  goals: 'pendingUserGoals',
  selectedCampaignIds: 'pendingSelectedCampaignIds',
  websiteProvider: 'pendingWebsiteProvider',
  domainName: 'pendingDomainName',
} as const;

/** Every key to remove once the progress is saved to the account. */
export const allPendingStorageKeys: readonly string[] = Object.values(pendingStorageKeys);

/**
 * Ours, not the spec's: the furthest onboarding step a signed-out visitor has reached, kept so a reload of a
 * step they reached does not throw them out (the deliberate change to docs/product.md › Redirects; see RULES.md).
 * Removed with the pending keys.
 */
export const furthestStepStorageKey = 'pendingFurthestStep';

/** "A pending description exists": the visitor has started (docs/product.md › Sign-up sequence; our deliberate change). */
export function hasPendingDescription(progress: { pendingBusinessDescription?: string | null }): boolean {
  return (progress.pendingBusinessDescription ?? '').trim() !== '';
}
