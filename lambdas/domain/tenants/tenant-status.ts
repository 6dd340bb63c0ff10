import type { TenantSetup } from '../../../shared/contracts/sending-status';
import type { Clock } from '../../ports/clock';
import type { Mailer, TenantSendingStatus } from '../../ports/mailer';
import type { Store } from '../../ports/store';
import {
  getSesTenant,
  markTenantDue,
  putTenantStatusSeen,
  type StoredTenantState,
  type TenantStatusSeen,
} from '../items/ses-tenant';
import { getOwnSetupItem, readSetupDns } from '../items/setup';
import { tenantNameOf } from './tenant-name';

/**
 * How long what GetTenant said is taken as still true (issue 35: the sending pages, Send now and resume ask
 * on every view, and SES's control plane allows a few calls a second for the whole SES account). A pause
 * SES makes while a send runs is known at once all the same: its SendingPausedException stores 'paused'
 * (campaigns/send/ses-paused.ts). A pause is asked again sooner, so a re-enabled tenant shows within a minute.
 */
export const TENANT_STATUS_FRESH_MS: Record<TenantSendingStatus, number> = {
  enabled: 5 * 60_000,
  absent: 5 * 60_000,
  paused: 60_000,
};

/** Whether what SES said at `seen.checkedAt` still stands at `now`. */
export const isFresh = (seen: TenantStatusSeen | undefined, now: Date): seen is TenantStatusSeen => {
  if (!seen) return false;
  const age = now.getTime() - Date.parse(seen.checkedAt);
  return age >= 0 && age < TENANT_STATUS_FRESH_MS[seen.status];
};

/** Where the account's own SES tenant stands, in the owner's terms (the sending status shows 'failed'). */
export function tenantSetupOf(state: StoredTenantState | undefined): TenantSetup {
  switch (state?.phase) {
    case 'ready':
      return 'ready';
    case 'provisioning':
    case 'stalled':
      return 'setting_up';
    case 'gave-up':
      return 'failed';
    default:
      return 'none';
  }
}

/**
 * What SES says of the account's sending (issue 35), for the reputation guard: 'paused' when SES disabled
 * its tenant (the page says so and nothing is tried), 'enabled' when it sends, 'absent' when the account has
 * no ready tenant (its mail goes out without one) or SES no longer knows it; and where its tenant stands
 * (`setup`). One GetItem; GetTenant only when the answer kept on the tenant's record is stale
 * (TENANT_STATUS_FRESH_MS), then kept again.
 */
export async function tenantStatusOf(
  ports: { store: Store; clock: Clock; mailer: Pick<Mailer, 'tenantStatus'> },
  accountId: string,
): Promise<{ sending: TenantSendingStatus; setup: TenantSetup }> {
  const record = await getSesTenant(ports.store, accountId);
  const setup = tenantSetupOf(record?.state);
  if (!record || setup !== 'ready') return { sending: 'absent', setup };
  const now = ports.clock.now();
  if (isFresh(record.sesStatus, now)) return { sending: record.sesStatus.status, setup };
  const sending = await ports.mailer.tenantStatus(record.tenantName);
  await putTenantStatusSeen(ports.store, accountId, { status: sending, checkedAt: now.toISOString() }).catch(
    (error: unknown) => console.warn('[ses tenant] status not kept', { accountId, error: String(error) }),
  );
  return { sending, setup };
}

/** SES refused a send with SendingPausedException: the pages say so at once, without asking SES. */
export const noteSesPaused = (store: Store, accountId: string, at: string): Promise<void> =>
  putTenantStatusSeen(store, accountId, { status: 'paused', checkedAt: at });

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
