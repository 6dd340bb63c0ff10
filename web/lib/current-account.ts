/**
 * Issue 34: the account the signed-in person acts in, when they belong to several (the account switcher).
 * Remembered in localStorage per person (`jm.account.<sub>`): another person signing in on this browser starts
 * in their own account. The API client sends it as the `x-jm-account` header on every call; absent, a call
 * acts in the person's own account. Kept free of React Query and zod: the API client loads on public pages.
 */
import { clearQueryCache } from './query-cache';
import { currentStoredSession } from './session';

const keyOf = (userId: string) => `jm.account.${userId}`;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked: always the own account
  }
}

/** The remembered account of the signed-in person, when it is not their own. */
export function currentAccountId(): string | undefined {
  const userId = currentStoredSession()?.userId;
  if (!userId) return undefined;
  const stored = storage()?.getItem(keyOf(userId)) ?? undefined;
  return stored && stored !== userId ? stored : undefined;
}

/**
 * Switches to `accountId` (the own id, or undefined, goes back to the own account). Every cached answer
 * belonged to the previous account, so the query cache is cleared and listeners (the switcher) re-render.
 */
export function switchAccount(accountId: string | undefined): void {
  const userId = currentStoredSession()?.userId;
  if (!userId) return;
  const store = storage();
  if (accountId && accountId !== userId) store?.setItem(keyOf(userId), accountId);
  else store?.removeItem(keyOf(userId));
  clearQueryCache();
  for (const listener of listeners) listener();
}

/** Called when the current account changes; returns the unsubscribe. */
export function onAccountSwitch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
