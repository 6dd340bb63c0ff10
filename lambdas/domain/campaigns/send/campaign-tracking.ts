import { campaignSlug } from '../../../../shared/campaigns/slug';

/**
 * How a campaign's mail is tracked (issue 22): always clicks and opens; UTM parameters with the campaign's
 * slug unless the campaign turned them off (`addUtm: false` on its item; absent means on).
 */
export function trackingOf(
  campaignId: string,
  campaign: { name: string; addUtm?: boolean | undefined },
): { utmCampaign: string | null } {
  return {
    utmCampaign: campaign.addUtm === false ? null : campaignSlug({ id: campaignId, name: campaign.name }),
  };
}
