import { currentAccountId, switchAccount } from '../../lib/current-account';
import { fetchProfile } from '../../lib/setup-api';
import { accountAfterSignIn, hasOwnPlan } from './account-after-sign-in';
import { fetchAccounts } from './api/accounts';

/**
 * After a sign-in: switches to the shop the person joined when their own account has no plan
 * (account-after-sign-in.ts). True when it switched. A failed read changes nothing: the person starts in
 * their own account, as before, and the account menu still switches.
 */
export async function startInJoinedAccount(): Promise<boolean> {
  const remembered = currentAccountId();
  if (remembered) return false;
  try {
    const own = await fetchProfile();
    // Someone with a plan of their own stays in it: no second read for them.
    if (!own || hasOwnPlan(own)) return false;
    const { accounts } = await fetchAccounts();
    const accountId = accountAfterSignIn({ remembered, own, accounts });
    if (!accountId) return false;
    switchAccount(accountId);
    return true;
  } catch (error) {
    console.error('Could not read the accounts after signing in', error);
    return false;
  }
}
