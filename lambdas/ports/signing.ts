/**
 * Keys for signing and keyed hashing (issue 20). One root secret (Secrets Manager in AWS, a random file in
 * DATA_DIR locally) and one key per purpose derived from it with HKDF-SHA256, so a key leaked or misused for
 * one purpose says nothing about another, and nothing secret is ever in shared/ or the browser.
 */
export const signingPurposes = [
  'email-hash',
  'unsubscribe',
  'optin',
  'click',
  'visitor',
  // Issue 31: the key that seals stored Shopify access tokens and webhook secrets (AES-256-GCM).
  'shopify-secrets',
  'identity',
  // Issue 34: team invitation links.
  'invitation',
] as const;
export type SigningPurpose = (typeof signingPurposes)[number];

export interface Signing {
  /** The 32-byte key of one purpose; the same for the same root secret, on every function. */
  key(purpose: SigningPurpose): Promise<Uint8Array>;
}

/** The root secret is missing or unusable: the route answers 500 and the log says which. */
export class SigningUnavailableError extends Error {
  override name = 'SigningUnavailableError';
}
