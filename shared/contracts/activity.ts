/**
 * Issue 34: the account's activity log (GET /api/team/activity, owner and admin) and who else has an email
 * open in the editor (PUT /api/projects/{projectId}/presence, every member).
 */
import * as z from 'zod';

/** What a member did; the web turns each into a sentence (web/features/teams/activity-sentence.ts). */
export const activityActions = [
  'version.saved',
  'version.restored',
  'campaign.created',
  'campaign.sent',
  'campaign.scheduled',
  'campaign.deleted',
  'flow.created',
  'flow.live',
  'flow.paused',
  'flow.archived',
  'flow.deleted',
  'import.started',
  'project.created',
  'project.deleted',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** How long the log keeps an entry (its TTL), and how far back the page reads. */
export const ACTIVITY_DAYS = 90;
export const ACTIVITY_PAGE_SIZE = 25;

export const activityEntrySchema = z.object({
  activityId: z.string(),
  at: z.string(),
  action: z.enum(activityActions),
  /** The member who did it: their user id and email. */
  userId: z.string(),
  email: z.string(),
  /** The item it was done to: its id and its name at the time. */
  itemId: z.string(),
  itemName: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z
  .object({
    cursor: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const activityResponseSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const ACTIVITY_ERRORS = {
  invalidCursor: {
    error: 'invalid_cursor',
    message: 'This page of the activity log is no longer available. Please reload the page.',
  },
} as const;

/** A heartbeat lasts this long: a member whose tab stopped beating drops out after it. */
export const PRESENCE_SECONDS = 30;
/** The editor beats this often while its tab is visible. */
export const PRESENCE_BEAT_SECONDS = 10;

export const presenceParamsSchema = z.object({ projectId: z.string().regex(/^[\w-]{1,100}$/) });
/** The body is optional; a JSON object (nothing in it is needed: who beats comes from the token). */
export const presenceBodySchema = z.object({}).strict().optional();

export const presenceResponseSchema = z.object({
  /** The other members who have this email open now (the caller left out), by email. */
  others: z.array(z.object({ userId: z.string(), email: z.string() })),
});
export type PresenceResponse = z.infer<typeof presenceResponseSchema>;
