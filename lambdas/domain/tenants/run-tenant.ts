import type { Clock } from '../../ports/clock';
import { TenantCallError, type Tenants } from '../../ports/identities';
import type { Store } from '../../ports/store';
import { getSesTenant, putSesTenant } from '../items/ses-tenant';
import { tenantNameOf } from './tenant-name';
import {
  TENANT_POLICY,
  tenantStep,
  type TenantCall,
  type TenantEvent,
  type TenantPolicy,
  type TenantState,
} from './tenant-machine';

export interface TenantDeps {
  store: Store;
  tenants: Tenants;
  clock: Clock;
  /** How the runner waits between retries (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function perform(tenants: Tenants, tenant: string, call: TenantCall, domain: string): Promise<unknown> {
  switch (call.op) {
    case 'create-tenant':
      return tenants.create(tenant);
    case 'associate':
      return tenants.associate(tenant, call.resource, domain);
    case 'delete-tenant':
      return tenants.remove(tenant);
  }
}

const failure = (error: unknown): TenantEvent =>
  error instanceof TenantCallError
    ? { type: 'failed', error: `${error.code}: ${error.message}`, retryable: error.retryable }
    : { type: 'failed', error: error instanceof Error ? error.message : String(error), retryable: false };

const domainOf = (state: TenantState): string => ('domain' in state ? state.domain : '');

/**
 * Drives the tenant machine (tenant-machine.ts) from the stored state: feeds it `event`, makes each call it
 * asks for, feeds back the outcome, and stores every state it reaches, until it asks for nothing more.
 * Returns the last state (ready, stalled, removed ...); never throws for a failed SES call.
 */
export async function runTenant(
  deps: TenantDeps,
  accountId: string,
  event: TenantEvent,
  policy: TenantPolicy = TENANT_POLICY,
): Promise<TenantState> {
  const tenantName = tenantNameOf(accountId);
  const stored = await getSesTenant(deps.store, accountId);
  const save = (state: TenantState) =>
    putSesTenant(deps.store, accountId, { tenantName, state, updatedAt: deps.clock.now().toISOString() });
  let step = tenantStep(stored?.state ?? { phase: 'absent' }, event, policy);
  if (step.state !== stored?.state) await save(step.state);
  while (step.call) {
    if (step.waitMs) await (deps.sleep ?? realSleep)(step.waitMs);
    let outcome: TenantEvent = { type: 'succeeded' };
    try {
      await perform(deps.tenants, tenantName, step.call, domainOf(step.state));
    } catch (error) {
      outcome = failure(error);
    }
    step = tenantStep(step.state, outcome, policy);
    await save(step.state);
  }
  return step.state;
}

/** When the account's sending domain is verified: its tenant, with the identity and configuration set. */
export const provisionTenant = (deps: TenantDeps, accountId: string, domain: string) =>
  runTenant(deps, accountId, { type: 'provision', domain });

/** When the account is deleted, after its identity: DeleteTenant (a tenant already gone is success). */
export const removeTenant = (deps: TenantDeps, accountId: string) =>
  runTenant(deps, accountId, { type: 'remove' });
