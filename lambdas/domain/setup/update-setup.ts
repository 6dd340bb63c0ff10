import type { Setup, SetupPatch } from '../../../shared/contracts/setup';
import type { Clock } from '../../ports/clock';
import {
  ConditionFailedError,
  TransactionConflictError,
  type Store,
  type TransactWrite,
} from '../../ports/store';
import { DomainError } from '../errors';
import {
  domainClaimWrite,
  domainReleaseWrite,
  getDomainClaim,
  getSetupRecord,
  newSetupWrite,
  revisedSetupWrite,
  type SetupWrite,
} from '../items/setup';
import { domainTaken, isClaimedBy } from './domain-claim';
import { setupChanges } from './setup-changes';

/**
 * Attempts before giving up when the record keeps changing under us (each attempt re-reads). Writes of
 * distinct fields merge: a revision conflict is retried from the fresh item, so twenty saves at the same
 * moment (two tabs, fast typing) all land; only a record that never settles answers setup_busy.
 */
export const MAX_ATTEMPTS = 16;

/** Full-jitter exponential backoff between attempts: random in [0, min(CAP, BASE * 2^attempt)) ms. */
const BACKOFF_BASE_MS = 10;
const BACKOFF_CAP_MS = 200;
export const jitteredBackoff = (attempt: number): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt)),
  );

export const setupBusy = () =>
  new DomainError('conflict', 'setup_busy', 'Your setup was changed at the same moment. Please try again.');

/**
 * PATCH /api/setup: an upsert of the caller's setup (created with an id and formComplete false when absent).
 * Every write is ONE transaction: the setup write (put-if-absent, or an update conditioned on the revision read)
 * and, when the body has a domain, the claim of the new domain (absent or already the caller's) and the release
 * of the previous one. A claim held by another user cancels everything: 409 domain_taken, nothing changed.
 * A revision that moved (another write of the same user) re-reads and tries again.
 */
export async function updateSetup(
  deps: { store: Store; clock: Clock; backoff?: (attempt: number) => Promise<void> },
  input: { userId: string; patch: SetupPatch },
): Promise<Setup> {
  const backoff = deps.backoff ?? jitteredBackoff;
  // The account whose setup it is (today an account's id is its owner's sub).
  const accountId = input.userId;
  const changes = setupChanges(input.patch);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt);
    const current = await getSetupRecord(deps.store, accountId);
    if (current && Object.keys(changes).length === 0) return current.setup;

    const now = deps.clock.now();
    const at = now.toISOString();
    // A record without a revision was not written by these writes (an old or hand-made item): 'present' only.
    const next: SetupWrite = !current
      ? newSetupWrite({ accountId, now, changes })
      : revisedSetupWrite(accountId, current, {
          ...changes,
          updatedAt: at,
          ...(current.idMissing ? { id: globalThis.crypto.randomUUID() } : {}),
        });
    const writes: TransactWrite[] = [next.write];

    let claimIndex = -1;
    const domain = input.patch.domain;
    if (domain !== undefined) {
      claimIndex = writes.push(domainClaimWrite({ domain, accountId, setupId: next.setup.id, at })) - 1;
      const previous = current?.setup.domain ?? undefined;
      if (previous && previous !== domain) {
        const previousClaim = await getDomainClaim(deps.store, previous);
        if (isClaimedBy(previousClaim, accountId))
          writes.push(domainReleaseWrite({ domain: previous, accountId }));
      }
    }

    try {
      await deps.store.transact(writes);
      return next.setup;
    } catch (error) {
      if (error instanceof TransactionConflictError) continue;
      if (!(error instanceof ConditionFailedError)) throw error;
      // The setup write comes first, so a stale revision is reported before a taken domain: retry from a fresh read.
      if (claimIndex >= 0 && error.failedIndex === claimIndex) throw domainTaken();
      if (claimIndex >= 0 && error.failedIndex === undefined && domain !== undefined) {
        const claim = await getDomainClaim(deps.store, domain);
        if (claim && !isClaimedBy(claim, accountId)) throw domainTaken();
      }
    }
  }
  throw setupBusy();
}
