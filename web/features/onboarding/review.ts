/** What /info-clarification shows, from the account's setup or from a visitor's local progress. Pure. */
import type { PendingProgress, Setup } from '../../../shared/contracts/setup';
import { groupEmailTypes, type EmailTypeGroup } from '../../../shared/onboarding/email-types';
import { parseGoals } from '../../../shared/onboarding/goals';
import { websiteProviderName } from '../../../shared/onboarding/website-providers';
import { parseCampaignIds } from '../../lib/pending-progress';

export interface Review {
  description: string | null;
  goals: string[];
  emailTypeGroups: EmailTypeGroup[];
  providerName: string | null;
  domain: string | null;
}

const text = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

export function reviewFromSetup(setup: Setup | null): Review {
  return {
    description: text(setup?.businessDescription),
    goals: parseGoals(setup?.goalsFormRawText ?? ''),
    emailTypeGroups: groupEmailTypes(setup?.selectedCampaignIds ?? []),
    providerName: text(setup?.websiteProvider) && websiteProviderName(setup?.websiteProvider as string),
    domain: text(setup?.domain),
  };
}

export function reviewFromPending(progress: PendingProgress): Review {
  const provider = text(progress.pendingWebsiteProvider);
  return {
    description: text(progress.pendingBusinessDescription),
    goals: parseGoals(progress.pendingUserGoalsRawText ?? ''),
    emailTypeGroups: groupEmailTypes(parseCampaignIds(progress.pendingSelectedCampaignIds ?? null)),
    providerName: provider && websiteProviderName(provider),
    domain: text(progress.pendingDomainName),
  };
}

export const reviewEmptyStates = {
  description: 'No business description provided.',
  goals: 'No goals provided.',
  emailTypes: 'No email campaigns selected.',
  notSpecified: 'Not specified',
} as const;
