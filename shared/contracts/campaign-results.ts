import * as z from 'zod';

/**
 * A campaign's results (issue 22; docs/product.md › Campaigns › Results):
 *   GET /api/campaigns/{id}/results -> campaignResultsResponse (the caller's campaign only, else 404
 *   'Campaign not found.'). Delivered, bounced and complained come from SES's events, unsubscribed from the
 *   unsubscribe links of this campaign's mail; clicks from the /c/ redirect, opens from the /o/ pixel.
 */
const count = z.number().int().min(0);

export const campaignLinkResultSchema = z.object({
  /** The link's position in the email (0 first). */
  index: z.number().int().min(0),
  /** The link as written in the email, without the UTM parameters. */
  url: z.string(),
  /** Its visible text (an image link: its alt text); may be empty. */
  text: z.string(),
  /** A person's clicks on this link (link scanners' are counted apart, in the total only). */
  clicks: count,
  uniqueClickers: count,
});
export type CampaignLinkResult = z.infer<typeof campaignLinkResultSchema>;

export const campaignResultsSchema = z.object({
  sent: count,
  delivered: count,
  bounced: count,
  complained: count,
  unsubscribed: count,
  /**
   * An estimate: a person's loads of the pixel (issue 35: those recognised as a mail privacy proxy's or a
   * prefetcher's are machineOpens, never in opens or uniqueOpeners).
   */
  opens: count,
  uniqueOpeners: count,
  /** Loads by mail privacy proxies and prefetchers (Apple Mail Privacy Protection, a proxy's prefetch). */
  machineOpens: count,
  /** A person's clicks (issue 35): link scanners' are machineClicks, never in clicks or the rates. */
  clicks: count,
  uniqueClickers: count,
  /** Clicks by link scanners and checkers (a HEAD, a scanner's user agent, a burst on every link). */
  machineClicks: count,
  links: z.array(campaignLinkResultSchema),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

export const campaignResultsResponseSchema = z.object({ results: campaignResultsSchema });

/** What the results panel says about opens (issue 22). */
export const OPENS_ESTIMATE_NOTE =
  'Opens are an estimate: Apple Mail Privacy Protection and image proxies load the tracking image ' +
  'without anyone reading, which inflates them. Clicks are the number to trust.';
