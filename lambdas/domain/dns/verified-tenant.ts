import type { Clock } from '../../ports/clock';
import type { Identities } from '../../ports/identities';
import type { Store } from '../../ports/store';
import { provisionTenant } from '../tenants/run-tenant';

/**
 * Once the account's sending domain is verified: its SES tenant, with the domain's identity and the
 * configuration set (issue 35, domain/tenants). It never fails the verification: a tenant SES would not make
 * now stays stalled in its stored state, the next verification resumes it, and mail goes out without a
 * TenantName until the tenant is ready.
 */
export async function tenantOnVerified(
  deps: { store: Store; identities: Identities; clock: Clock },
  accountId: string,
  domain: string | undefined,
  overall: string | undefined,
): Promise<void> {
  if (overall !== 'verified' || !domain) return;
  try {
    const state = await provisionTenant(
      { store: deps.store, tenants: deps.identities.tenants, clock: deps.clock },
      accountId,
      domain,
    );
    if (state.phase !== 'ready') console.warn('[ses tenant] not ready after verification', state);
  } catch (error) {
    console.error('[ses tenant] provisioning failed', error);
  }
}
