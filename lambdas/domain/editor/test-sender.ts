import type { Store } from '../../ports/store';
import { readyTenantName } from '../items/ses-tenant';
import { getSetup } from '../items/setup';

/**
 * The user's sending domain once its DNS is verified as a whole (docs/product.md › DNS statuses and banner overall status 'verified'),
 * else undefined: only then may a test send come From it (test-recipient-policy.ts).
 */
export async function verifiedSendingDomain(store: Store, userId: string): Promise<string | undefined> {
  const setup = await getSetup(store, userId);
  const domain = setup?.domain?.trim().toLowerCase() ?? '';
  if (setup?.overallDnsStatus === 'verified' && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) return domain;
  return undefined;
}

/**
 * Issue 35: the account's SES tenant for a mail From its own verified domain (once the tenant is ready), so
 * SES counts it in the account's reputation; none for a mail From the product's sender.
 */
export async function tenantForSender(
  store: Store,
  accountId: string,
  from: string,
  domain: string | undefined,
): Promise<{ tenant?: string }> {
  const address = from
    .replace(/^.*<([^>]*)>\s*$/, '$1')
    .trim()
    .toLowerCase();
  if (!domain || !address.endsWith(`@${domain}`)) return {};
  const tenant = await readyTenantName(store, accountId);
  return tenant ? { tenant } : {};
}
