import type { Profile } from '../../../shared/contracts/profile';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import { getProfile, newProfileWrites } from '../items/profile';
import { usernameCandidate, usernameFromEmail } from './username';

export interface Caller {
  /** The verified token's subject. */
  userId: string;
  /** The verified token's email (the username is made from it). */
  email: string;
  /** The account the request acts in (issue 34: a member's is the shop's, whose plan the pages follow). */
  accountId?: string;
}

/** After this many taken names in a row, a random number is tried instead of counting on. */
const COUNTED_TRIES = 20;

/**
 * The caller's profile, created on first use: a consistent read, and when there is none ONE transaction
 * puts the profile and its username's uniqueness item (items/profile.ts `newProfileWrites`), both only if absent. A taken
 * username is tried again with a numeric suffix (ann, ann-2, ann-3, ...). Concurrent first calls race on the
 * profile's condition; the losers read the winner's row, so there is exactly one row (and one claim) and every
 * caller sees the same one. Called by GET /api/profile and by every setup route.
 */
export async function ensureProfile(deps: { store: Store; clock: Clock }, caller: Caller): Promise<Profile> {
  // The account the profile is of (an account's id is its owner's sub); a member acting in a shop reads the
  // shop's (its plan), which its owner's first call created: it is never made from a member's address.
  const accountId = caller.accountId ?? caller.userId;
  const existing = await getProfile(deps.store, accountId);
  if (existing) return existing;
  if (accountId !== caller.userId)
    throw new DomainError('not_found', 'profile_not_found', 'This account has no profile yet.');

  const base = usernameFromEmail(caller.email);
  for (let n = 1; n < COUNTED_TRIES + 20; n++) {
    const suffix = n <= COUNTED_TRIES ? n : 1000 + Math.floor(Math.random() * 900_000);
    const username = usernameCandidate(base, suffix);
    const created = newProfileWrites({ accountId, email: caller.email, username, now: deps.clock.now() });
    try {
      await deps.store.transact(created.writes);
      return created.profile;
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 1) continue;
      const winner = await getProfile(deps.store, accountId);
      if (!winner) throw error;
      return winner;
    }
  }
  throw new Error(`No free username found for ${base}`);
}
