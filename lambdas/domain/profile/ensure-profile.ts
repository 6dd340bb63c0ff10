import type { Profile } from '../../../shared/contracts/profile';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { newProfileItem, toProfile } from './profile-item';
import { usernameCandidate, usernameFromEmail } from './username';

export interface Caller {
  /** The verified token's subject. */
  userId: string;
  /** The verified token's email (the username is made from it). */
  email: string;
}

/** After this many taken names in a row, a random number is tried instead of counting on. */
const COUNTED_TRIES = 20;

/**
 * The caller's profile, created on first use: a consistent read, and when there is none ONE transaction
 * puts the profile and its username's uniqueness item (keys.usernameClaim), both only if absent. A taken
 * username is tried again with a numeric suffix (ann, ann-2, ann-3, ...). Concurrent first calls race on the
 * profile's condition; the losers read the winner's row, so there is exactly one row (and one claim) and every
 * caller sees the same one. Called by GET /api/profile and by every setup route.
 */
export async function ensureProfile(deps: { store: Store; clock: Clock }, caller: Caller): Promise<Profile> {
  const key = keys.profile(caller.userId);
  const existing = await deps.store.get(key);
  if (existing) return toProfile(existing);

  const base = usernameFromEmail(caller.email);
  for (let n = 1; n < COUNTED_TRIES + 20; n++) {
    const suffix = n <= COUNTED_TRIES ? n : 1000 + Math.floor(Math.random() * 900_000);
    const username = usernameCandidate(base, suffix);
    const item = newProfileItem({
      userId: caller.userId,
      email: caller.email,
      username,
      now: deps.clock.now(),
    });
    try {
      await deps.store.transact([
        { kind: 'put', item, condition: 'absent' },
        {
          kind: 'put',
          item: { ...keys.usernameClaim(username), userId: caller.userId, username },
          condition: 'absent',
        },
      ]);
      return toProfile(item);
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.failedIndex === 1) continue;
      const winner = await deps.store.get(key);
      if (!winner) throw error;
      return toProfile(winner);
    }
  }
  throw new Error(`No free username found for ${base}`);
}
