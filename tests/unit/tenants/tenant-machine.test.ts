/**
 * The SES tenant reducer (lambdas/domain/tenants/tenant-machine.ts), row by row: from a state, an event
 * leads to a state, the next SES call (if any) and the wait before it.
 */
import { describe, expect, it } from 'vitest';
import {
  TENANT_GIVE_UP,
  tenantStep,
  type TenantEvent,
  type TenantState,
  type TenantStep,
} from '../../../lambdas/domain/tenants/tenant-machine';

const D = 'shop.com';
const policy = { maxAttempts: 3, baseDelayMs: 100 };
const provisioning = (done: number, attempt = 0, runs?: number): TenantState => ({
  phase: 'provisioning',
  domain: D,
  done,
  attempt,
  ...(runs ? { runs } : {}),
});
const create = { op: 'create-tenant' } as const;
const identity = { op: 'associate', resource: 'identity' } as const;
const configSet = { op: 'associate', resource: 'configuration-set' } as const;
const del = { op: 'delete-tenant' } as const;
const ok: TenantEvent = { type: 'succeeded' };
const flaky: TenantEvent = { type: 'failed', error: 'InternalFailure: boom', retryable: true };
const refused: TenantEvent = { type: 'failed', error: 'BadRequestException: no', retryable: false };

const stalled = (runs: number, error = 'BadRequestException: no'): TenantState => ({
  phase: 'stalled',
  domain: D,
  done: 0,
  error,
  runs,
});
const gaveUp = (runs: number, error = 'BadRequestException: no'): TenantState => ({
  phase: 'gave-up',
  domain: D,
  done: 0,
  error,
  runs,
});
const { refusedRuns, stalledRuns } = TENANT_GIVE_UP;

/** The give-up limit (issue 35): a tenant SES refuses for good is not retried every hour for ever. */
const giveUpRows: [string, TenantState, TenantEvent, TenantStep][] = [
  [
    'the recheck resumes a stalled run and carries its count of stalled runs',
    stalled(2),
    { type: 'provision', domain: D },
    { state: provisioning(0, 0, 2), call: create },
  ],
  [
    'a refusal short of the limit stalls again, counted',
    provisioning(0, 0, refusedRuns - 2),
    refused,
    { state: stalled(refusedRuns - 1) },
  ],
  [
    'the third refused run in a row gives up',
    provisioning(0, 0, refusedRuns - 1),
    refused,
    { state: gaveUp(refusedRuns) },
  ],
  [
    'retries spent on a flaky SES count, but give up only at the longer limit',
    provisioning(0, 2, refusedRuns - 1),
    flaky,
    { state: stalled(refusedRuns, 'InternalFailure: boom') },
  ],
  [
    'the 48th stalled run gives up whatever the failure',
    provisioning(0, 2, stalledRuns - 1),
    flaky,
    { state: gaveUp(stalledRuns, 'InternalFailure: boom') },
  ],
  [
    'a call that succeeds clears the count (progress is not a refusal for good)',
    provisioning(0, 0, refusedRuns - 1),
    ok,
    { state: provisioning(1), call: identity },
  ],
  [
    'the owner verifying again starts a given-up tenant afresh, where it stopped',
    { phase: 'gave-up', domain: D, done: 1, error: 'x', runs: refusedRuns },
    { type: 'provision', domain: D },
    { state: provisioning(1), call: identity },
  ],
  [
    'a given-up tenant of another domain starts over',
    { phase: 'gave-up', domain: 'old.com', done: 1, error: 'x', runs: refusedRuns },
    { type: 'provision', domain: D },
    { state: provisioning(0), call: create },
  ],
  [
    'a given-up tenant is still deleted with its account',
    { phase: 'gave-up', domain: D, done: 1, error: 'x', runs: refusedRuns },
    { type: 'remove' },
    { state: { phase: 'removing', attempt: 0 }, call: del },
  ],
];

const rows: [string, TenantState, TenantEvent, TenantStep][] = [
  ...giveUpRows,
  [
    'a verified domain starts with CreateTenant',
    { phase: 'absent' },
    { type: 'provision', domain: D },
    { state: provisioning(0), call: create },
  ],
  ['created: the identity next', provisioning(0), ok, { state: provisioning(1), call: identity }],
  [
    'identity associated: the configuration set next',
    provisioning(1),
    ok,
    { state: provisioning(2), call: configSet },
  ],
  ['all three done: ready, no more calls', provisioning(2), ok, { state: { phase: 'ready', domain: D } }],
  [
    'a failed association is retried after 100 ms',
    provisioning(1),
    flaky,
    { state: provisioning(1, 1), call: identity, waitMs: 100 },
  ],
  [
    'then after 200 ms',
    provisioning(1, 1),
    flaky,
    { state: provisioning(1, 2), call: identity, waitMs: 200 },
  ],
  [
    'the third failure stalls at the same step',
    provisioning(1, 2),
    flaky,
    { state: { phase: 'stalled', domain: D, done: 1, error: 'InternalFailure: boom', runs: 1 } },
  ],
  [
    'a refusal stalls at once',
    provisioning(0),
    refused,
    { state: { phase: 'stalled', domain: D, done: 0, error: 'BadRequestException: no', runs: 1 } },
  ],
  [
    'the next verification resumes a stalled run where it stopped (not at CreateTenant)',
    { phase: 'stalled', domain: D, done: 1, error: 'x' },
    { type: 'provision', domain: D },
    { state: provisioning(1), call: identity },
  ],
  [
    'and a run cut off midway (a crash) too, with fresh attempts',
    provisioning(2, 1),
    { type: 'provision', domain: D },
    { state: provisioning(2), call: configSet },
  ],
  [
    'a ready tenant of the same domain: nothing to do',
    { phase: 'ready', domain: D },
    { type: 'provision', domain: D },
    { state: { phase: 'ready', domain: D } },
  ],
  [
    'a new domain: its identity is associated with the standing tenant',
    { phase: 'ready', domain: D },
    { type: 'provision', domain: 'new.com' },
    { state: { phase: 'provisioning', domain: 'new.com', done: 1, attempt: 0 }, call: identity },
  ],
  [
    'a stalled run of another domain starts over',
    { phase: 'stalled', domain: 'old.com', done: 2, error: 'x' },
    { type: 'provision', domain: D },
    { state: provisioning(0), call: create },
  ],
  [
    'deletion: DeleteTenant whatever the state',
    provisioning(1),
    { type: 'remove' },
    { state: { phase: 'removing', attempt: 0 }, call: del },
  ],
  [
    'deletion of an account that never had one still asks (NotFound is success)',
    { phase: 'absent' },
    { type: 'remove' },
    { state: { phase: 'removing', attempt: 0 }, call: del },
  ],
  ['deleted: removed', { phase: 'removing', attempt: 0 }, ok, { state: { phase: 'removed' } }],
  [
    'a failed DeleteTenant is retried',
    { phase: 'removing', attempt: 0 },
    flaky,
    { state: { phase: 'removing', attempt: 1 }, call: del, waitMs: 100 },
  ],
  [
    'then stalls (the next deletion call tries again)',
    { phase: 'removing', attempt: 2 },
    flaky,
    { state: { phase: 'removal-stalled', error: 'InternalFailure: boom' } },
  ],
  [
    'a stalled removal is tried again',
    { phase: 'removal-stalled', error: 'x' },
    { type: 'remove' },
    { state: { phase: 'removing', attempt: 0 }, call: del },
  ],
  ['removed stays removed', { phase: 'removed' }, { type: 'remove' }, { state: { phase: 'removed' } }],
  [
    'an account being deleted is not provisioned again',
    { phase: 'removing', attempt: 1 },
    { type: 'provision', domain: D },
    { state: { phase: 'removing', attempt: 1 } },
  ],
  [
    'nor after a stalled removal',
    { phase: 'removal-stalled', error: 'x' },
    { type: 'provision', domain: D },
    { state: { phase: 'removal-stalled', error: 'x' } },
  ],
  [
    'an outcome with no call in flight changes nothing',
    { phase: 'ready', domain: D },
    flaky,
    { state: { phase: 'ready', domain: D } },
  ],
];

describe('tenantStep', () => {
  it.each(rows)('%s', (_name, state, event, expected) => {
    expect(tenantStep(state, event, policy)).toEqual(expected);
  });

  it('orders a whole provisioning: CreateTenant, identity, configuration set', () => {
    let step = tenantStep({ phase: 'absent' }, { type: 'provision', domain: D }, policy);
    const calls = [];
    while (step.call) {
      calls.push(step.call);
      step = tenantStep(step.state, ok, policy);
    }
    expect(calls).toEqual([create, identity, configSet]);
    expect(step.state).toEqual({ phase: 'ready', domain: D });
  });
});
