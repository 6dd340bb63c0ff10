import type { Setup, SetupPatch } from '../../../shared/contracts/setup';
import type { Clock } from '../../ports/clock';
import {
  ConditionFailedError,
  TransactionConflictError,
  type Item,
  type Store,
  type TransactWrite,
} from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';
import { claimWrite, domainTaken, isClaimedBy, releaseWrite } from './domain-claim';
import { setupChanges } from './setup-changes';
import { newSetupItem, REV, toSetup } from './setup-item';

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
  const changes = setupChanges(input.patch);
  const key = keys.setup(input.userId);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await backoff(attempt);
    const current = await deps.store.get(key);
    if (current && Object.keys(changes).length === 0) return toSetup(current);

    const now = deps.clock.now();
    const at = now.toISOString();
    const writes: TransactWrite[] = [];
    let next: Item;
    if (!current) {
      next = { ...newSetupItem({ userId: input.userId, now }), ...changes };
      writes.push({ kind: 'put', item: next, condition: 'absent' });
    } else {
      const rev = current[REV];
      const set: Item = { ...changes, updatedAt: at, [REV]: typeof rev === 'number' ? rev + 1 : 1 };
      if (typeof current.id !== 'string' || current.id === '') set.id = globalThis.crypto.randomUUID();
      next = { ...current, ...set };
      // A record without a revision was not written by this module (an old or hand-made item): 'present' only.
      const condition = typeof rev === 'number' ? { attribute: REV, equals: rev } : ('present' as const);
      writes.push({ kind: 'update', key, set, condition });
    }

    let claimIndex = -1;
    const domain = input.patch.domain;
    if (domain !== undefined) {
      claimIndex =
        writes.push(claimWrite({ domain, userId: input.userId, setupId: String(next.id), at })) - 1;
      const previous = typeof current?.domain === 'string' ? current.domain : undefined;
      if (previous && previous !== domain) {
        const previousClaim = await deps.store.get(keys.domainClaim(previous));
        if (isClaimedBy(previousClaim, input.userId))
          writes.push(releaseWrite({ domain: previous, userId: input.userId }));
      }
    }

    try {
      await deps.store.transact(writes);
      return toSetup(next);
    } catch (error) {
      if (error instanceof TransactionConflictError) continue;
      if (!(error instanceof ConditionFailedError)) throw error;
      // The setup write comes first, so a stale revision is reported before a taken domain: retry from a fresh read.
      if (claimIndex >= 0 && error.failedIndex === claimIndex) throw domainTaken();
      if (claimIndex >= 0 && error.failedIndex === undefined && domain !== undefined) {
        const claim = await deps.store.get(keys.domainClaim(domain));
        if (claim && !isClaimedBy(claim, input.userId)) throw domainTaken();
      }
    }
  }
  throw setupBusy();
}
