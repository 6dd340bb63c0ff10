import type { Profile } from '../../../shared/contracts/profile';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { keys } from '../../table';
import { newProfileItem, toProfile } from './profile-item';

export interface Caller {
  /** The verified token's subject. */
  userId: string;
  /** The verified token's email (the username). */
  email: string;
}

/**
 * The caller's profile, created on first use: a consistent read, and when there is none a put-if-absent.
 * Concurrent first calls race on that condition; the losers read the winner's row, so there is exactly one
 * row and every caller sees the same one. Called by GET /api/profile and by every setup route, so a failed
 * browser step can never leave a signed-in user without a profile.
 */
export async function ensureProfile(deps: { store: Store; clock: Clock }, caller: Caller): Promise<Profile> {
  const key = keys.profile(caller.userId);
  const existing = await deps.store.get(key);
  if (existing) return toProfile(existing);

  const item = newProfileItem({ userId: caller.userId, email: caller.email, now: deps.clock.now() });
  try {
    await deps.store.put(item, 'absent');
    return toProfile(item);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const winner = await deps.store.get(key);
    if (!winner) throw error;
    return toProfile(winner);
  }
}
