import type { Mailer, TenantSendingStatus } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { getSesTenant, markTenantDue } from '../items/ses-tenant';
import { getOwnSetupItem, readSetupDns } from '../items/setup';
import { tenantNameOf } from './tenant-name';

/**
 * What SES says of the account's sending (issue 35), for the reputation guard: 'paused' when SES disabled
 * its tenant (the page says so and nothing is tried), 'enabled' when it sends, 'absent' when the account has
 * no ready tenant (its mail goes out without one) or SES no longer knows it. One GetItem, then GetTenant.
 */
export async function tenantStatusOf(
  ports: { store: Store; mailer: Pick<Mailer, 'tenantStatus'> },
  accountId: string,
): Promise<TenantSendingStatus> {
  const record = await getSesTenant(ports.store, accountId);
  return record?.state.phase === 'ready' ? ports.mailer.tenantStatus(record.tenantName) : 'absent';
}

/**
 * An account whose sending domain is verified and that has no tenant record (verified before tenants
 * existed) is marked due (one conditional put), so the hourly recheck makes its tenant (tenants-due.ts).
 * Called on "Send now" and resume (requireSendingAllowed): the accounts that send get their tenant, and the
 * check costs two GetItems there; nothing for an account that has a record.
 */
export async function markMissingTenant(store: Store, accountId: string, at: string): Promise<void> {
  if (await getSesTenant(store, accountId)) return;
  const setup = await getOwnSetupItem(store, accountId);
  const dns = setup ? readSetupDns(setup) : undefined;
  if (dns?.overall !== 'verified' || !dns.domain) return;
  await markTenantDue(store, accountId, { tenantName: tenantNameOf(accountId), domain: dns.domain, at });
}
