import * as z from 'zod';

/**
 * test-pixel-status (docs/product.md › Tracking page: response read `success`, `message`, `details`) and the "Check my site"
 * result. The page shows PIXEL_HELP_TEXT when the message contains 'not yet received' (docs/product.md › Tracking page).
 */

export const PIXEL_NOT_YET_RECEIVED_MESSAGE = 'Pixel event not yet received.';
export const PIXEL_HELP_TEXT =
  "Make sure you've saved/published the script on your site and visited a page. It can sometimes take a few minutes for the first signal to arrive.";
export const PIXEL_RECEIVED_MESSAGE = 'Pixel is installed: events are arriving from your site.';
export const PIXEL_NO_RECENT_MESSAGE = 'Pixel was installed, but no events arrived in the last 90 days.';

/** The help text to show under a status message, per docs/product.md › Tracking page. */
export function pixelHelpFor(message: string): string | undefined {
  return message.includes('not yet received') ? PIXEL_HELP_TEXT : undefined;
}

export const pixelStatusDetailsSchema = z.object({
  /** ISO time the server received the first event. */
  firstEventAt: z.string(),
  /** ISO time the server received the latest event still kept (events expire after 90 days). */
  latestEventAt: z.string().nullable(),
  /** Page the latest event came from (the first event's page when none is kept). */
  pageUrl: z.string().nullable(),
  /** Name of the latest event. */
  eventName: z.string().nullable(),
});
export type PixelStatusDetails = z.infer<typeof pixelStatusDetailsSchema>;

/** Commerce events the ingest dropped as not matching the schema (issue 31): how many, and the last problem. */
export const commerceDropsSchema = z.object({
  count: z.number().int(),
  lastMessage: z.string(),
  lastAt: z.string(),
});
export type CommerceDropsView = z.infer<typeof commerceDropsSchema>;

export const pixelStatusResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  details: pixelStatusDetailsSchema.optional(),
  dropped: commerceDropsSchema.optional(),
});
export type PixelStatusResponse = z.infer<typeof pixelStatusResponseSchema>;

export const pixelStatusRequestSchema = z.object({ emailSetupId: z.string().min(1) });

export const getOrCreateTrackingIdRequestSchema = z.object({ emailSetupId: z.string().min(1) });
export const getOrCreateTrackingIdResponseSchema = z.object({ trackingPixelId: z.string() });

/** "Check my site": is the snippet on the setup's homepage? */
export const siteCheckResultSchema = z.enum(['present', 'other_id', 'missing', 'unreachable']);
export type SiteCheckResult = z.infer<typeof siteCheckResultSchema>;

export const checkSiteResponseSchema = z.object({
  result: siteCheckResultSchema,
  /** The page that was fetched (after same-site redirects). */
  url: z.string(),
  message: z.string(),
});
export type CheckSiteResponse = z.infer<typeof checkSiteResponseSchema>;
