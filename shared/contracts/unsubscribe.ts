import * as z from 'zod';
import { subscriberBrandSchema } from './brand';

/**
 * The unsubscribe page and its API (docs/product.md › Unsubscribe and signup form). Public: the signed token
 * in the path is the only credential.
 *   POST /api/u/{token}              RFC 8058 one-click (body `List-Unsubscribe=One-Click`): 200, no page
 *   GET  /api/u/{token}              -> UnsubscribePage (a read; opening the page posts the unsubscribe action)
 *   POST /api/u/{token}/preferences  UnsubscribePreferences -> UnsubscribePage
 * The token `preview` answers a harmless sample page and changes nothing.
 */
export const unsubscribePageStatuses = [
  'subscribed',
  'unsubscribed',
  'bounced',
  'complained',
  'pending',
] as const;

export const MAX_TOPICS = 20;
export const MAX_TOPIC_LENGTH = 40;

export const unsubscribePageSchema = z.object({
  preview: z.boolean(),
  /** Who the mail came from: the account's sending domain, or null before it has one. */
  sender: z.string().nullable(),
  status: z.enum(unsubscribePageStatuses),
  /** The tags the account offers as topics, and whether this person gets each. */
  topics: z.array(z.object({ tag: z.string(), chosen: z.boolean() })),
  /** Issue 33: the shop's name (and on Premium its logo and colours); absent on the preview sample. */
  shop: subscriberBrandSchema.optional(),
});
export type UnsubscribePage = z.infer<typeof unsubscribePageSchema>;

const topic = z.string().min(1).max(MAX_TOPIC_LENGTH);

export const unsubscribePreferencesSchema = z.union([
  z.strictObject({ action: z.literal('unsubscribe') }),
  z.strictObject({ action: z.literal('resubscribe') }),
  z.strictObject({
    action: z.literal('topics'),
    topics: z.array(topic).max(MAX_TOPICS, `Choose at most ${MAX_TOPICS} topics.`),
  }),
]);
export type UnsubscribePreferences = z.infer<typeof unsubscribePreferencesSchema>;

/** The sentences of the page and its refusals. */
export const unsubscribeTexts = {
  unsubscribed: "You're unsubscribed",
  unsubscribedBody: (sender: string | null) =>
    `You will not get marketing emails from ${sender ?? 'this sender'} any more.`,
  subscribed: "You're subscribed",
  resubscribe: 'Resubscribe',
  unsubscribe: 'Unsubscribe',
  invalidLink: 'This link is not valid. Use the unsubscribe link of a recent email.',
  notOnList: 'This address is no longer on the mailing list, so there is nothing to change.',
  listFull: 'This mailing list cannot take more subscribers right now. Please try again later.',
  preview: 'This is a preview of the page your subscribers see when they unsubscribe. Nothing was changed.',
} as const;

/** GET / PUT /api/audience/topics (signed in): the tags offered as topics on the unsubscribe page. */
export const contactTopicsSchema = z.strictObject({
  topics: z.array(topic).max(MAX_TOPICS, `Offer at most ${MAX_TOPICS} topics.`),
});
export type ContactTopics = z.infer<typeof contactTopicsSchema>;
export const TOPICS_NEED_SETUP_MESSAGE = 'Email setup not found. Please complete previous steps.';
