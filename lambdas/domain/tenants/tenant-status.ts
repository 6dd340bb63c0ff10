import type { Mailer, TenantSendingStatus } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import { readyTenantName } from '../items/ses-tenant';

/**
 * What SES says of the account's sending (issue 35), for the reputation guard: 'paused' when SES disabled
 * its tenant (the page says so and nothing is tried), 'enabled' when it sends, 'absent' when the account has
 * no ready tenant (its mail goes out without one) or SES no longer knows it. One GetItem, then GetTenant.
 */
export async function tenantStatusOf(
  ports: { store: Store; mailer: Pick<Mailer, 'tenantStatus'> },
  accountId: string,
): Promise<TenantSendingStatus> {
  const tenant = await readyTenantName(ports.store, accountId);
  return tenant ? ports.mailer.tenantStatus(tenant) : 'absent';
}
