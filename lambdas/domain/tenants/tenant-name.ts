import { createHash } from 'node:crypto';

/** What SES allows in a tenant name: up to 64 letters, digits, hyphens and underscores. */
export const TENANT_NAME_RULE = /^[A-Za-z0-9_-]{1,64}$/;
/** Every tenant of this product starts with it, which is what IAM scopes the tenant calls to (infra/). */
export const TENANT_PREFIX = 'jm-';

/**
 * The account's SES tenant name, the same on every call: `jm-{accountId}` (an account id is a Cognito sub,
 * a 36-character UUID), or `jm-h{first 60 hex digits of its sha256}` for an id SES would refuse as it is (too long, other
 * characters), so no two accounts can share a tenant.
 */
export function tenantNameOf(accountId: string): string {
  const plain = TENANT_PREFIX + accountId;
  if (accountId !== '' && TENANT_NAME_RULE.test(plain) && !accountId.startsWith('h')) return plain;
  const hash = createHash('sha256')
    .update(accountId, 'utf8')
    .digest('hex')
    .slice(0, 64 - TENANT_PREFIX.length - 1);
  return `${TENANT_PREFIX}h${hash}`;
}
