import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../lambdas/domain/errors';
import { completeSetup } from '../../../lambdas/domain/setup/complete-setup';
import { MAX_ATTEMPTS, updateSetup } from '../../../lambdas/domain/setup/update-setup';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { freshDomain, tableStore } from './support';

/**
 * The retry paths of the setup writes, over the real DynamoDB Local store. What DynamoDB does only under load
 * (a transaction cancelled for a conflicting transaction, a cancellation that does not say which write failed)
 * cannot be provoked on demand, so a wrapper injects exactly that failure into an otherwise real store.
 */
const real = tableStore();
const clock = { now: () => new Date() };

function failing(failures: Error[]): Store & { transactCalls: number } {
  const wrapped = Object.create(real) as Store & { transactCalls: number };
  wrapped.transactCalls = 0;
  wrapped.transact = async (writes) => {
    wrapped.transactCalls++;
    const next = failures.shift();
    if (next) throw next;
    return real.transact(writes);
  };
  return wrapped;
}

describe('setup writes under contention', () => {
  it('retries a transaction cancelled by a concurrent one, from a fresh read', async () => {
    const userId = randomUUID();
    const domain = freshDomain('conflict');
    const store = failing([new TransactionConflictError()]);
    const setup = await updateSetup(
      { store, clock },
      { userId, patch: { domain, businessDescription: 'Candles' } },
    );
    expect(store.transactCalls).toBe(2);
    expect(setup).toMatchObject({ userId, domain, businessDescription: 'Candles' });
    expect(await real.get(keys.domainClaim(domain))).toMatchObject({ userId, setupId: setup.id });
  });

  it('tells a taken domain apart when the store cannot say which write failed', async () => {
    const domain = freshDomain('unnamed');
    await real.put({ ...keys.domainClaim(domain), userId: 'someone-else' });
    const store = failing([new ConditionFailedError()]);
    const error = await updateSetup({ store, clock }, { userId: randomUUID(), patch: { domain } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'domain_taken', kind: 'conflict' });
  });

  it('gives up with a clear 409 when the record keeps changing', async () => {
    const store = failing(Array.from({ length: MAX_ATTEMPTS + 5 }, () => new TransactionConflictError()));
    const error = await updateSetup(
      { store, clock, backoff: async () => undefined },
      { userId: randomUUID(), patch: { businessDescription: 'x' } },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'setup_busy',
      message: 'Your setup was changed at the same moment. Please try again.',
    });
    expect(store.transactCalls).toBe(MAX_ATTEMPTS);
  });

  it('completion re-reads after a conflict and then refuses what is no longer complete', async () => {
    const userId = randomUUID();
    await updateSetup(
      { store: real, clock },
      {
        userId,
        patch: {
          businessDescription: 'Candles',
          goalsFormRawText: 'More',
          selectedCampaignIds: ['weekly_newsletter'],
          websiteProvider: 'wix',
          domain: freshDomain('done'),
        },
      },
    );
    // The completion's write collides with a save that empties the campaigns at that moment.
    const store = failing([]);
    store.transact = async (writes) => {
      await updateSetup({ store: real, clock }, { userId, patch: { selectedCampaignIds: [] } });
      return real.transact(writes);
    };
    const error = await completeSetup(
      { store, clock },
      { userId, profile: { subscriptionStatus: 'active' } },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'setup_incomplete' });
    expect(await real.get(keys.setup(userId))).toMatchObject({
      formComplete: false,
      selectedCampaignIds: [],
    });
  });
});
