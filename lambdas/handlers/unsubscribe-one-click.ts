import * as z from 'zod';
import { oneClickUnsubscribe } from '../domain/unsubscribe/unsubscribe-contact';
import { textReply } from '../http/responses';
import { httpRoute } from '../http/route';
import { signingPort } from '../wiring/signing';

/** What mailbox providers post (RFC 8058 §3.1: `List-Unsubscribe=One-Click`); read, never required. */
export const ONE_CLICK_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
  'application/json',
] as const;

/**
 * POST /api/u/{token} (public; RFC 8058 one-click, from the mailbox provider): unsubscribes the contact the
 * signed token names, written before the answer; 200 with no page, no cookies, no sign-in. An altered or
 * forged token: 404 invalid_link, nothing changed.
 */
export const handler = httpRoute({
  id: 'unsubscribeOneClick',
  uses: [signingPort],
  textBody: ONE_CLICK_TYPES,
  contract: { params: z.object({ token: z.string().min(1).max(400) }) },
  handle: async ({ ports, params }) => {
    await oneClickUnsubscribe(ports, params.token);
    return textReply(200, 'Unsubscribed.\n', { 'content-type': 'text/plain; charset=utf-8' });
  },
});
