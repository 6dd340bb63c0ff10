/**
 * What a setup still lacks, and whether it may be marked complete (docs/product.md › Onboarding completion). Used by the
 * redirect rules in the browser and by the completion call on the server, so both judge the same way.
 */

/** The setup fields the rules read (the spec's routing set). Structural, so the API's Setup fits it. */
export interface RoutingSetup {
  businessDescription: string | null;
  goalsFormRawText: string | null;
  selectedCampaignIds: readonly string[];
  websiteProvider: string | null;
  domain: string | null;
  formComplete: boolean;
  overallDnsStatus: string | null;
}

/** The profile fields the rules read. Structural, so the API's Profile fits it. */
export interface RoutingProfile {
  subscriptionTier: 'free' | 'pro' | 'premium' | null;
  subscriptionStatus: string | null;
  projectCount: number;
}

/** The onboarding items in the order the spec checks them ("the first missing item decides"). */
export type SetupItem = 'businessDescription' | 'goals' | 'campaigns' | 'website';

const present = (value: string | null): boolean => value !== null && value.trim() !== '';

export function firstMissingItem(
  setup: Omit<RoutingSetup, 'formComplete' | 'overallDnsStatus'>,
): SetupItem | null {
  if (!present(setup.businessDescription)) return 'businessDescription';
  if (!present(setup.goalsFormRawText)) return 'goals';
  if (setup.selectedCampaignIds.length === 0) return 'campaigns';
  if (!present(setup.websiteProvider) || !present(setup.domain)) return 'website';
  return null;
}

/**
 * Automatic completion: subscription active AND all five items present AND formComplete still false.
 */
export function canAutoComplete(
  setup: RoutingSetup,
  profile: Pick<RoutingProfile, 'subscriptionStatus'>,
): boolean {
  return profile.subscriptionStatus === 'active' && !setup.formComplete && firstMissingItem(setup) === null;
}
