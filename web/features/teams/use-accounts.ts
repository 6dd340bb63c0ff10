/**
 * The accounts the signed-in person can act in and the current one (issue 34). The current account is the
 * one remembered by web/lib/current-account.ts, or the person's own; one that is no longer in the list (the
 * person was removed) is forgotten, so every call goes back to the own account.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { currentAccountId, onAccountSwitch, switchAccount } from '../../lib/current-account';
import { fetchAccounts } from './api/accounts';
import { teamAccountsQueryKey } from './api/keys';

export function useCurrentAccountId(): string | undefined {
  return useSyncExternalStore(onAccountSwitch, currentAccountId, () => undefined);
}

export function useAccounts() {
  const chosen = useCurrentAccountId();
  const query = useQuery({ queryKey: teamAccountsQueryKey, queryFn: ({ signal }) => fetchAccounts(signal) });
  const accounts = query.data?.accounts ?? [];
  const current = accounts.find((a) => (chosen ? a.accountId === chosen : a.own));
  const stale = query.isSuccess && chosen !== undefined && current === undefined;
  useEffect(() => {
    if (stale) switchAccount(undefined);
  }, [stale]);
  return { query, accounts, current };
}
