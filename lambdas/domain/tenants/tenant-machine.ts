import type { StoredTenantState } from '../items/ses-tenant';

/**
 * The life of one account's SES tenant (issue 35), as one pure reducer: which SES call comes next, what a
 * success or a failure of it leads to, how often a call is retried. The runner (run-tenant.ts) performs the
 * calls and stores every state, so a run that stops midway (a crash, SES down) resumes where it stopped.
 *
 * Provisioning, when the account's sending domain is verified:
 *   CreateTenant -> associate the domain's identity -> associate the configuration set -> ready
 * Removal, when the account is deleted (after its identity):
 *   DeleteTenant -> removed (its associations go with it)
 * Every call is idempotent (AlreadyExists and NotFound are answered as success by the adapter), so a retry,
 * or a second run over a finished step, is harmless.
 */

export type TenantCall =
  | { op: 'create-tenant' }
  | { op: 'associate'; resource: 'identity' | 'configuration-set' }
  | { op: 'delete-tenant' };

/** The provisioning calls, in order: `done` counts how many of them have succeeded. */
export const PROVISION_CALLS: readonly TenantCall[] = [
  { op: 'create-tenant' },
  { op: 'associate', resource: 'identity' },
  { op: 'associate', resource: 'configuration-set' },
];

/**
 * absent -> provisioning (done: calls that succeeded, attempt: retries of the current one) -> ready;
 * stalled: gave up for now (retries spent, or SES refused), the hourly recheck resumes at `done`;
 * gave-up: stalled too often without progress (TENANT_GIVE_UP), nobody tries again until the owner verifies
 * the domain again; `runs` counts the runs that stalled since a call last succeeded.
 * removing -> removed, or removal-stalled (the next deletion call tries again). Stored as is (items/ses-tenant.ts).
 */
export type TenantState = StoredTenantState;

/**
 * When the recheck stops trying (issue 35): after 3 runs in a row that SES refused (a 400 that is not
 * AlreadyExists: it will not change by itself), or 48 runs that stalled for any reason (two days of hourly
 * rechecks of a tenant SES will not finish), each counted since a call last succeeded.
 */
export const TENANT_GIVE_UP = { refusedRuns: 3, stalledRuns: 48 } as const;

export type TenantEvent =
  | { type: 'provision'; domain: string }
  | { type: 'remove' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: string; retryable: boolean };

export interface TenantPolicy {
  /** Calls of one step in one run, the first included. */
  maxAttempts: number;
  /** Wait before retry n (1, 2, ...): baseDelayMs * 2^(n-1). */
  baseDelayMs: number;
}

export const TENANT_POLICY: TenantPolicy = { maxAttempts: 3, baseDelayMs: 200 };

/** The state after an event, the call to make next (none: the run is over), and how long to wait first. */
export interface TenantStep {
  state: TenantState;
  call?: TenantCall;
  waitMs?: number;
}

const provisioning = (domain: string, done: number, attempt = 0, runs = 0): TenantStep =>
  done >= PROVISION_CALLS.length
    ? { state: { phase: 'ready', domain } }
    : {
        state: { phase: 'provisioning', domain, done, attempt, ...(runs > 0 ? { runs } : {}) },
        call: PROVISION_CALLS[done],
      };

/** A run that stalls: stalled for the next recheck, or given up (TENANT_GIVE_UP). */
function stall(
  state: { domain: string; done: number; runs?: number },
  error: string,
  retryable: boolean,
): TenantStep {
  const runs = (state.runs ?? 0) + 1;
  const giveUp = runs >= TENANT_GIVE_UP.stalledRuns || (!retryable && runs >= TENANT_GIVE_UP.refusedRuns);
  const stalled = { domain: state.domain, done: state.done, error, runs };
  return { state: giveUp ? { phase: 'gave-up', ...stalled } : { phase: 'stalled', ...stalled } };
}

const removing = (attempt = 0): TenantStep => ({
  state: { phase: 'removing', attempt },
  call: { op: 'delete-tenant' },
});

function onProvision(state: TenantState, domain: string): TenantStep {
  if (state.phase === 'ready' && state.domain === domain) return { state };
  // A new domain: the tenant stands, its new identity is associated (the old one is deleted elsewhere).
  if (state.phase === 'ready') return provisioning(domain, 1);
  if (state.phase === 'stalled' && state.domain === domain)
    return provisioning(domain, state.done, 0, state.runs);
  if (state.phase === 'provisioning' && state.domain === domain)
    return provisioning(domain, state.done, 0, state.runs);
  // Given up: the owner verified again (only a verification sends 'provision' to it), runs count afresh.
  if (state.phase === 'gave-up' && state.domain === domain) return provisioning(domain, state.done);
  return provisioning(domain, 0);
}

function onFailed(state: TenantState, error: string, retryable: boolean, policy: TenantPolicy): TenantStep {
  if (state.phase === 'provisioning') {
    const next = state.attempt + 1;
    if (retryable && next < policy.maxAttempts)
      return {
        ...provisioning(state.domain, state.done, next, state.runs),
        waitMs: policy.baseDelayMs * 2 ** (next - 1),
      };
    return stall(state, error, retryable);
  }
  if (state.phase === 'removing') {
    const next = state.attempt + 1;
    if (retryable && next < policy.maxAttempts)
      return { ...removing(next), waitMs: policy.baseDelayMs * 2 ** (next - 1) };
    return { state: { phase: 'removal-stalled', error } };
  }
  return { state };
}

/** The one transition function: (state, event) -> next state and call. Pure; table-tested. */
export function tenantStep(state: TenantState, event: TenantEvent, policy = TENANT_POLICY): TenantStep {
  switch (event.type) {
    case 'provision':
      if (state.phase === 'removing' || state.phase === 'removed' || state.phase === 'removal-stalled')
        return { state };
      return onProvision(state, event.domain);
    case 'remove':
      return state.phase === 'removed' ? { state } : removing();
    case 'succeeded':
      if (state.phase === 'provisioning') return provisioning(state.domain, state.done + 1);
      if (state.phase === 'removing') return { state: { phase: 'removed' } };
      return { state };
    case 'failed':
      return onFailed(state, event.error, event.retryable, policy);
  }
}

/** The name SES sends under, once (and only while) the tenant is ready. */
export const isReady = (state: TenantState): state is { phase: 'ready'; domain: string } =>
  state.phase === 'ready';
