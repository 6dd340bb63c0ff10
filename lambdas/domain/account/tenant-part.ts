import type { Clock } from '../../ports/clock';
import type { Identities } from '../../ports/identities';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { removeTenant } from '../tenants/run-tenant';

export const TENANT_NOT_DELETED_CODE = 'ses_tenant_not_deleted';
export const TENANT_NOT_DELETED_MESSAGE =
  'Your account could not be deleted right now because our mail service did not answer. Please try again in a few minutes.';

/**
 * The account's SES tenant (issue 35), after its identity (the `setup` part) and before the user partition
 * that holds its stored state: DeleteTenant, retried as domain/tenants says; a tenant already gone is done.
 * When SES does not answer the deletion stops with a 503, and the next call tries again.
 */
export async function eraseTenant(
  ports: { store: Store; identities: Identities; clock: Clock },
  accountId: string,
): Promise<boolean> {
  const state = await removeTenant(
    { store: ports.store, tenants: ports.identities.tenants, clock: ports.clock },
    accountId,
  );
  if (state.phase !== 'removed')
    throw new DomainError('unavailable', TENANT_NOT_DELETED_CODE, TENANT_NOT_DELETED_MESSAGE);
  return true;
}
