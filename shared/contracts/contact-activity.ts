import * as z from 'zod';
import { commerceSourceSchema } from './commerce-events';

/**
 * GET /api/contacts/{contactId}/activity (issue 31): what a contact did, for their page. Recent commerce
 * events with their contents, the campaign emails they received with whether they opened and clicked, and
 * totals: emails, opens, clicks, orders and revenue (the sum of their Placed Orders, per currency, in minor
 * units). Only the caller's own contact; another account's id is not found.
 */

export const activityEventSchema = z.object({
  /** One of COMMERCE_EVENT_NAMES, or a custom event's own name (API events: no value, currency ''). */
  name: z.string(),
  occurredAt: z.string(),
  source: commerceSourceSchema,
  /** The event's value (orders, carts: value; a viewed product: its price) in minor units. */
  valueMinor: z.number(),
  currency: z.string(),
  /** The event's properties as the shop sent them (items, order_id, urls). */
  properties: z.record(z.string(), z.unknown()),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityEmailSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  subject: z.string(),
  /** When it was sent (the campaign's start when the mark has no time). */
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  /** Clicks counted as a person's (machine clicks left out). */
  clicks: z.number().int(),
});
export type ActivityEmail = z.infer<typeof activityEmailSchema>;

export const revenueSchema = z.object({ currency: z.string(), valueMinor: z.number() });
export type Revenue = z.infer<typeof revenueSchema>;

export const contactActivitySchema = z.object({
  email: z.string(),
  events: z.array(activityEventSchema),
  emails: z.array(activityEmailSchema),
  totals: z.object({
    emailsReceived: z.number().int(),
    opens: z.number().int(),
    clicks: z.number().int(),
    orders: z.number().int(),
    revenue: z.array(revenueSchema),
  }),
});
export type ContactActivity = z.infer<typeof contactActivitySchema>;

/** How many recent events and emails the page shows. */
export const ACTIVITY_RECENT_EVENTS = 20;
export const ACTIVITY_RECENT_EMAILS = 50;
