import type { Clock } from '../../ports/clock';
import { TenantCallError, type Tenants } from '../../ports/identities';
import { ConditionFailedError, type Store } from '../../ports/store';
import { accountLivesCheck, isAccountDeleted } from '../items/account-tombstone';
import { getSesTenant, sesTenantWrite, type SesTenantRecord } from '../items/ses-tenant';
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
 *
 * A provisioning run starts only while the account lives (its tombstone, items/account-tombstone.ts), and
 * each state it stores is written on condition that it still does and that nobody else wrote the record
 * since this run did (sesTenantWrite): a recheck racing an account deletion stops at its next write instead
 * of making the tenant again, and deletes what it may have made meanwhile. A removal's writes are
 * conditional on the record too; a run that loses the race returns the state the other run stored.
 */
export async function runTenant(
  deps: TenantDeps,
  accountId: string,
  event: TenantEvent,
  policy: TenantPolicy = TENANT_POLICY,
): Promise<TenantState> {
  const tenantName = tenantNameOf(accountId);
  const stored = await getSesTenant(deps.store, accountId);
  const provisioning = event.type === 'provision';
  if (provisioning && (await isAccountDeleted(deps.store, accountId)))
    return stored?.state ?? { phase: 'absent' };
  let readAt = stored?.updatedAt;
  const save = async (state: TenantState) => {
    const record: SesTenantRecord = { tenantName, state, updatedAt: deps.clock.now().toISOString() };
    const write = sesTenantWrite(accountId, record, readAt);
    await deps.store.transact(provisioning ? [write, accountLivesCheck(accountId)] : [write]);
    readAt = record.updatedAt;
  };
  let step = tenantStep(stored?.state ?? { phase: 'absent' }, event, policy);
  try {
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
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return lostRace(deps, accountId, provisioning && step.state.phase !== 'absent');
  }
  return step.state;
}

/**
 * Another run wrote the record, or the account's deletion started, since this run read it: this run stops.
 * A provisioning run that may have made the tenant deletes it again when the account is being deleted
 * (DeleteTenant; a tenant already gone is success), so a deletion that ran meanwhile leaves nothing behind.
 */
async function lostRace(deps: TenantDeps, accountId: string, mayHaveMade: boolean): Promise<TenantState> {
  if (mayHaveMade && (await isAccountDeleted(deps.store, accountId))) {
    try {
      await deps.tenants.remove(tenantNameOf(accountId));
    } catch (error) {
      console.warn('[ses tenant] could not delete a tenant made during a deletion', String(error));
    }
  }
  const now = await getSesTenant(deps.store, accountId);
  return now?.state ?? { phase: 'absent' };
}

/** When the account's sending domain is verified: its tenant, with the identity and configuration set. */
export const provisionTenant = (deps: TenantDeps, accountId: string, domain: string) =>
  runTenant(deps, accountId, { type: 'provision', domain });

/** When the account is deleted, after its identity: DeleteTenant (a tenant already gone is success). */
export const removeTenant = (deps: TenantDeps, accountId: string) =>
  runTenant(deps, accountId, { type: 'remove' });
