import * as z from 'zod';
import {
  addedToCartSchema,
  COMMERCE_EVENT_NAMES,
  isCommerceEventName,
  placedOrderSchema,
  startedCheckoutSchema,
  viewedProductSchema,
} from './commerce-events';
import { CONTACT_NAME_MAX, contactEmailSchema, contactStatusSchema, contactTagsSchema } from './contacts';

/**
 * The public API, version 1 (issue 31; docs/product.md › Public API). Every schema here is what a handler
 * parses with, and the OpenAPI document (shared/contracts/api-v1-openapi.ts) is generated from them.
 *   POST   /api/v1/events             apiEventBody        -> 202 apiEventResponse (200 when already stored)
 *                                    (a commerce event, or a custom one: any other name with properties)
 *   PUT    /api/v1/contacts/{email}   apiContactBody      -> 200 / 201 apiContactResponse
 *   GET    /api/v1/contacts/{email}                       -> apiContactResponse
 *   DELETE /api/v1/contacts/{email}                       -> apiDeleteResponse
 */

/** An address, as the app checks it; `format: email` tells the OpenAPI document's readers (and validators). */
const apiEmailSchema = contactEmailSchema.meta({ format: 'email' });

const eventBase = {
  id: z
    .string({ message: 'id must be text' })
    .trim()
    .min(1, 'id is required: your own id for this event, so a retry is stored once')
    .max(100, 'id is longer than 100 characters')
    .describe('Your own id for this event: sending the same id again stores nothing new.'),
  email: apiEmailSchema
    .optional()
    .describe("The shopper's address: the event is linked to your contact of that address, if you have one."),
  time: z.iso
    .datetime({ offset: true, message: 'time must be an ISO 8601 date and time, like 2026-11-29T10:00:00Z' })
    .optional()
    .describe('When it happened (default: when received).'),
};

export const apiCommerceEventBodySchema = z.discriminatedUnion(
  'name',
  [
    z.object({ ...eventBase, name: z.literal('Viewed Product'), properties: viewedProductSchema }),
    z.object({ ...eventBase, name: z.literal('Added to Cart'), properties: addedToCartSchema }),
    z.object({ ...eventBase, name: z.literal('Started Checkout'), properties: startedCheckoutSchema }),
    z.object({ ...eventBase, name: z.literal('Placed Order'), properties: placedOrderSchema }),
  ],
  { message: 'name must be one of: Viewed Product, Added to Cart, Started Checkout, Placed Order' },
);
export type ApiCommerceEventBody = z.output<typeof apiCommerceEventBodySchema>;

export const MAX_CUSTOM_EVENT_NAME = 100;

/** A custom event (any other name, properties of your own): flows can start on it and filter on them. */
export const apiCustomEventBodySchema = z.object({
  ...eventBase,
  name: z
    .string({ message: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(MAX_CUSTOM_EVENT_NAME, `name is longer than ${MAX_CUSTOM_EVENT_NAME} characters`)
    .refine((name) => !isCommerceEventName(name), { message: 'name is a commerce event', abort: true })
    .meta({ not: { enum: [...COMMERCE_EVENT_NAMES] } })
    .describe(
      'Any name of your own, like "Subscription Renewed" (the four commerce names have their own shape).',
    ),
  properties: z
    .record(z.string(), z.unknown(), { message: 'properties must be an object' })
    .optional()
    .describe('Anything of your own, as a JSON object.'),
});

/**
 * The body of POST /api/v1/events: one of the four commerce events, or a custom event. A refusal names the
 * problem of the kind the name says: a commerce name's properties problem, or a custom event's.
 */
export const apiEventBodySchema = z.union([apiCommerceEventBodySchema, apiCustomEventBodySchema], {
  error: (issue) => {
    const byOption = (issue as { errors?: { message?: string }[][] }).errors;
    const name = (issue.input as { name?: unknown } | undefined)?.name;
    const commerce = typeof name === 'string' && isCommerceEventName(name.trim());
    return byOption?.[commerce ? 0 : 1]?.[0]?.message ?? 'Invalid event.';
  },
});
export type ApiEventBody = z.input<typeof apiEventBodySchema>;

/** Whether a parsed body is one of the four commerce events (else a custom event). */
export const isCommerceEventBody = (
  body: z.output<typeof apiEventBodySchema>,
): body is ApiCommerceEventBody => isCommerceEventName(body.name);

export const apiEventResponseSchema = z.object({
  /** False when this id (or, for Placed Order, this order_id) was stored before: nothing new was stored. */
  stored: z.boolean(),
  eventId: z.string().nullable(),
  /** Your contact the event was linked to, or null (no email, or no contact of that address). */
  contactId: z.string().nullable(),
});

export const apiContactParamsSchema = z.object({ email: apiEmailSchema });

const name = z.string().trim().max(CONTACT_NAME_MAX, `A name is at most ${CONTACT_NAME_MAX} characters.`);

export const apiConsentSchema = z
  .object({
    source: z
      .string({ message: 'consent.source must be text' })
      .trim()
      .min(1, 'consent.source is required: where the person agreed, like "checkout checkbox"')
      .max(200, 'consent.source is longer than 200 characters'),
    time: z.iso.datetime({
      offset: true,
      message: 'consent.time must be an ISO 8601 date and time, like 2026-11-29T10:00:00Z',
    }),
  })
  .describe('Where and when the person agreed to receive your email.');

export const CONSENT_REQUIRED_MESSAGE =
  'Subscribing someone needs their consent: send consent with source (where they agreed) and time (when).';

export const apiContactBodySchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  tags: contactTagsSchema.optional(),
  subscribed: z
    .boolean({ message: 'subscribed must be true or false' })
    .optional()
    .describe(
      'true subscribes (a new contact needs it, with consent); false unsubscribes. A person who unsubscribed, bounced or complained is never subscribed again.',
    ),
  consent: apiConsentSchema.optional(),
});
export type ApiContactBody = z.input<typeof apiContactBodySchema>;

export const apiContactSchema = z.object({
  email: z.string(),
  status: contactStatusSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  tags: z.array(z.string()),
  consent: z.object({ source: z.string(), at: z.string(), detail: z.string().nullable() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiContact = z.infer<typeof apiContactSchema>;

export const apiContactResponseSchema = z.object({ contact: apiContactSchema });
export const apiDeleteResponseSchema = z.object({ deleted: z.literal(true), email: z.string() });

/** Every error answers this shape (the same as the app's own API). */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
