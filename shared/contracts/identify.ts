import * as z from 'zod';

/**
 * Identified visitors (issue 31; docs/product.md › Identified visitors).
 *   POST /api/identify/{trackingId}   public, CORS *, JSON as text/plain (the script's `jm('identify', email)`)
 *        or application/json: { email } -> 200 IdentifyAnswer: a contact token the script keeps and sends
 *        with later events. The same answer whether or not the address is a contact of the account: the
 *        token names a contact only once one holds the address (the ingest resolves it). Nothing is
 *        stored and nobody is subscribed. 400 for an address that is not one, 404 for an unknown
 *        tracking id.
 * The signup form's JSON answer (contracts/subscribe.ts) carries such a token too.
 */
export const identifyRequestSchema = z.object({
  email: z.string({ error: 'email is required' }).trim().max(254, 'Enter a valid email address.'),
});
export type IdentifyRequest = z.infer<typeof identifyRequestSchema>;

export const identifyAnswerSchema = z.object({ token: z.string() });
export type IdentifyAnswer = z.infer<typeof identifyAnswerSchema>;
