import { DomainError } from '../errors';

/** The shop refused the token (Admin API 401/403). A 400, not a 401: the user's session is fine. */
export const shopifyTokenRefused = () =>
  new DomainError(
    'invalid',
    'shopify_token_refused',
    'Shopify refused this access token. Copy the Admin API access token of the installed custom app again, and check that the app has the scopes read_orders, read_customers and read_checkouts.',
  );

export const shopifyUnreachable = (shop: string) =>
  new DomainError(
    'unavailable',
    'shopify_unreachable',
    `We could not reach ${shop}. Check the shop's address (it ends in .myshopify.com) and try again in a minute.`,
  );

export const shopifyNotConnected = () =>
  new DomainError('not_found', 'shopify_not_connected', 'No Shopify shop is connected to this account.');

/** A delivery whose signature does not match: answered 401, nothing changes. */
export const shopifyBadSignature = () =>
  new DomainError(
    'unauthorized',
    'shopify_bad_signature',
    'The X-Shopify-Hmac-Sha256 signature does not match this delivery.',
  );

export const shopifyUnknownHook = () =>
  new DomainError('not_found', 'shopify_unknown_webhook', 'Unknown webhook address.');

export const shopifyMissingHeader = (name: string) =>
  new DomainError('invalid', 'shopify_missing_header', `The delivery has no ${name} header.`);
