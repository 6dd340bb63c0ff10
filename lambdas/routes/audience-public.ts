/**
 * The audience's public routes (issue 20; docs/product.md › Unsubscribe and signup form): the signed
 * unsubscribe links (RFC 8058 one-click, the page's state and choices) and the double opt-in signup form.
 * No sign-in: a signed token or a tracking id names the account.
 */
import { KB, type RouteDef, type TriggerDef } from './types';

export const audiencePublicRoutes = [
  {
    id: 'unsubscribeOneClick',
    method: 'POST',
    path: '/api/u/{token}',
    handler: 'unsubscribe-one-click.ts',
    auth: 'public',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
    // The answer waits for mail to the person already in flight (sending/in-flight.ts: up to 12 s).
    timeoutSeconds: 20,
    area: 'contacts',
  },
  {
    id: 'unsubscribePage',
    method: 'GET',
    path: '/api/u/{token}',
    handler: 'unsubscribe-page.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: ['table:read', 'signing:read'],
    area: 'contacts',
  },
  {
    id: 'unsubscribePreferences',
    method: 'POST',
    path: '/api/u/{token}/preferences',
    handler: 'unsubscribe-preferences.ts',
    auth: 'public',
    maxBodyBytes: 4 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
    // The answer waits for mail to the person already in flight (sending/in-flight.ts: up to 12 s).
    timeoutSeconds: 20,
    area: 'contacts',
  },
  {
    id: 'subscribeForm',
    method: 'POST',
    path: '/api/subscribe/{trackingId}',
    handler: 'subscribe-form.ts',
    auth: 'public',
    maxBodyBytes: 4 * KB,
    // signing:read: the JSON answer's contact token identifies the visitor (issue 31).
    grants: ['table:read', 'table:write', 'queue:send:signups', 'signing:read'],
    viewer: true,
    area: 'contacts',
  },
  {
    id: 'subscribeFormPreflight',
    method: 'OPTIONS',
    path: '/api/subscribe/{trackingId}',
    handler: 'subscribe-form.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
    viewer: true,
    area: 'contacts',
  },
  // Links of older mails: 303 to the confirmation page, nothing changed (a link scanner may open them).
  {
    id: 'subscribeConfirm',
    method: 'GET',
    path: '/api/subscribe/confirm/{token}',
    handler: 'subscribe-confirm.ts',
    auth: 'public',
    maxBodyBytes: 0,
    grants: [],
    area: 'contacts',
  },
  // The confirmation page's button.
  {
    id: 'subscribeConfirmPost',
    method: 'POST',
    path: '/api/subscribe/confirm/{token}',
    handler: 'subscribe-confirm.ts',
    auth: 'public',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'signing:read'],
    viewer: true,
    area: 'contacts',
  },
  // The topics the account offers on the unsubscribe page (the owner's, signed in).
  {
    id: 'contactTopicsGet',
    method: 'GET',
    path: '/api/audience/topics',
    handler: 'contact-topics.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'contacts',
  },
  {
    id: 'contactTopicsSave',
    method: 'PUT',
    path: '/api/audience/topics',
    handler: 'contact-topics.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['table:read', 'table:write'],
    area: 'contacts',
  },
] as const satisfies readonly RouteDef[];

/** The signup form's work after its answer (issue 30): the contact and the confirmation mail. */
export const audiencePublicTriggers = [
  {
    id: 'subscribeJob',
    handler: 'subscribe-job.ts',
    kind: 'sqs',
    queue: 'signups',
    batchSize: 1,
    grants: ['table:read', 'table:write', 'signing:read', 'ses:send', 'userpool:read'],
    timeoutSeconds: 30,
    area: 'contacts',
  },
] as const satisfies readonly TriggerDef[];
