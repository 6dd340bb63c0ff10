import * as z from 'zod';

/**
 * Campaign attribution (issue 22), as the campaign page's AttributionPanel calls it:
 *   GET /api/campaigns/{campaignId}/attribution -> campaignAttribution
 * Another account's campaign (or none) -> 404 'Campaign not found.' (shared/contracts/campaigns.ts).
 */
export const ATTRIBUTION_WINDOW_DAYS = 7;

/** How the numbers are counted, in one sentence (the campaign page and docs/product.md say the same). */
export const ATTRIBUTION_RULE =
  `A visit counts when it arrives through one of this campaign's links; a conversion counts when the same ` +
  `visitor reaches one of your goals in that visit or within ${ATTRIBUTION_WINDOW_DAYS} days after it, ` +
  `and no other campaign's link was followed in between.`;

export const campaignAttributionSchema = z.object({
  campaignId: z.string(),
  /** The utm_campaign value the campaign's links carry (shared/campaigns/slug.ts). */
  slug: z.string(),
  /** First and last UTC day counted, yyyy-mm-dd. */
  from: z.string(),
  to: z.string(),
  windowDays: z.number(),
  /** The account's tracking script has sent an event: without it there is nothing to count. */
  installed: z.boolean(),
  visits: z.number(),
  conversions: z.number(),
  revenue: z.array(z.object({ currency: z.string(), total: z.number() })),
});
export type CampaignAttribution = z.infer<typeof campaignAttributionSchema>;
