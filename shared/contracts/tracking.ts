import * as z from 'zod';
import {
  checkSiteResponseSchema,
  getOrCreateTrackingIdResponseSchema,
  pixelStatusResponseSchema,
} from '../tracking/status';

/**
 * The tracking routes (issue 5), as the page calls them. docs/product.md › Tracking page names the functions; each keeps the
 * spec's `emailSetupId`, which the server checks against the caller's own setup (keys come from the token):
 *   get-or-create-tracking-id -> POST /api/tracking/id           { emailSetupId } -> { trackingPixelId }
 *   test-pixel-status         -> GET  /api/tracking/status?emailSetupId=...   -> { success, message, details? }
 *   (ours) Check my site      -> POST /api/tracking/check-site   { emailSetupId } -> { result, url, message }
 *   the public ingest         -> POST /api/t  (the event of shared/tracking/event.ts) -> 202 { accepted, eventId }
 * A missing or foreign setup answers 404 'Email setup not found. Please complete previous steps.'.
 */

export const MAX_SETUP_ID_LENGTH = 128;

const emailSetupId = z
  .string({ error: 'emailSetupId is required' })
  .min(1, 'emailSetupId is required')
  .max(MAX_SETUP_ID_LENGTH, 'emailSetupId is not a setup id');

export const trackingSetupRequestSchema = z.object({ emailSetupId }).strict();
export type TrackingSetupRequest = z.infer<typeof trackingSetupRequestSchema>;

export const trackingIdRequestSchema = trackingSetupRequestSchema;
export const trackingIdResponseSchema = getOrCreateTrackingIdResponseSchema;
export type TrackingIdResponse = z.infer<typeof trackingIdResponseSchema>;

export const trackingStatusQuerySchema = trackingSetupRequestSchema;
export const trackingStatusResponseSchema = pixelStatusResponseSchema;

export const checkSiteRequestSchema = trackingSetupRequestSchema;
export { checkSiteResponseSchema };

export const ingestAcceptedSchema = z.object({ accepted: z.literal(true), eventId: z.string() });
export type IngestAccepted = z.infer<typeof ingestAcceptedSchema>;
