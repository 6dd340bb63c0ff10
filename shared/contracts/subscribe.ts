import * as z from 'zod';

/**
 * The double opt-in signup form (docs/product.md › Unsubscribe and signup form).
 *   POST /api/subscribe/{trackingId}   public, CORS *, JSON or text/plain (jm('subscribe')) or a plain HTML
 *        form post (application/x-www-form-urlencoded): { email, firstName?, website (honeypot, left empty) }
 *        -> 202 SubscribeAccepted, or for a form post 303 to /subscribed?status=pending. The same answer
 *        whether or not the address is already a contact, and when the honeypot is filled.
 *        The confirmation mail's link opens the web app's page /subscribe/confirm/{token}, whose button posts:
 *   POST /api/subscribe/confirm/{token} -> 303 to /subscribed?status=confirmed | expired | invalid | unavailable
 *   GET /api/subscribe/confirm/{token} (links of older mails) -> 303 to that page; changes nothing.
 */
/** The web app's confirmation page of a token (a link scanner that opens it confirms nothing). */
export const confirmPagePath = (token: string) => `/subscribe/confirm/${token}`;

export const MAX_FIRST_NAME_LENGTH = 100;

export const subscribeRequestSchema = z.object({
  email: z.string({ error: 'Enter your email address.' }).trim().max(254, 'Enter a valid email address.'),
  firstName: z.string().trim().max(MAX_FIRST_NAME_LENGTH, 'Your first name is too long.').optional(),
  /** The honeypot: people never see it; a bot that fills it is answered as usual and nothing happens. */
  website: z.string().max(2000).optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const subscribeAcceptedSchema = z.object({
  accepted: z.literal(true),
  message: z.string(),
  /** The visitor's contact token (contracts/identify.ts): the script keeps it, so the signup identifies. */
  token: z.string().optional(),
});
export type SubscribeAccepted = z.infer<typeof subscribeAcceptedSchema>;

export const subscribedStatuses = [
  'pending',
  'confirmed',
  'expired',
  'invalid',
  'unavailable',
  'invalid-email',
] as const;
export type SubscribedStatus = (typeof subscribedStatuses)[number];

export const subscribeTexts = {
  accepted: 'Check your inbox: we sent you a link to confirm your subscription.',
  invalidEmail: 'Enter a valid email address.',
  page: {
    pending: {
      title: 'Check your inbox',
      body: 'We sent you an email with a link to confirm your subscription. The link works for 7 days.',
    },
    confirmed: { title: "You're subscribed", body: 'Thank you for confirming your email address.' },
    expired: {
      title: 'This link has expired',
      body: 'Confirmation links work for 7 days. Sign up again to get a new one.',
    },
    invalid: {
      title: 'This link does not work',
      body: 'Use the confirmation link of the email we sent you.',
    },
    unavailable: {
      title: 'This list is full',
      body: 'This mailing list cannot take more subscribers right now. Please try again later.',
    },
    'invalid-email': {
      title: 'That address does not look right',
      body: 'Go back and enter a valid email address, like name@example.com.',
    },
  },
  confirmPage: {
    title: 'Confirm your subscription',
    body: 'Press the button to start getting emails from this list. If you did not sign up, close this page: you will not be added.',
    button: 'Confirm my subscription',
    busy: 'Confirming…',
  },
  mailSubject: (sender: string) => `Confirm your subscription to ${sender}`,
} as const satisfies {
  page: Record<SubscribedStatus, { title: string; body: string }>;
  [key: string]: unknown;
};
