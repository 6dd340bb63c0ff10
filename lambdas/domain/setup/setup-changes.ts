import type { SetupPatch } from '../../../shared/contracts/setup';
import { parseGoals } from '../../../shared/onboarding/goals';
import type { SetupChanges } from '../items/setup';

/**
 * The attributes a validated PATCH body writes (pure). `goals` is derived from the raw text, and saving the
 * campaigns or the website details resets formComplete to false (docs/product.md › Onboarding completion). Empty
 * when the body has no fields.
 */
export function setupChanges(patch: SetupPatch): SetupChanges {
  const set: SetupChanges = {};
  if (patch.businessDescription !== undefined) set.businessDescription = patch.businessDescription;
  if (patch.goalsFormRawText !== undefined) {
    set.goalsFormRawText = patch.goalsFormRawText;
    set.goals = parseGoals(patch.goalsFormRawText);
  }
  if (patch.selectedCampaignIds !== undefined) set.selectedCampaignIds = patch.selectedCampaignIds;
  if (patch.websiteProvider !== undefined) set.websiteProvider = patch.websiteProvider;
  if (patch.domain !== undefined) set.domain = patch.domain;
  if (patch.postalAddress !== undefined) set.postalAddress = patch.postalAddress || undefined;
  const resets = ['selectedCampaignIds', 'websiteProvider', 'domain'] as const;
  if (resets.some((field) => patch[field] !== undefined)) set.formComplete = false;
  return set;
}
