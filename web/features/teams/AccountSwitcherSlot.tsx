/** The switcher with its React Query provider: the navigation loads this only for a signed-in person. */
import { QueryProvider } from '../../lib/query-client';
import { AccountSwitcher } from './AccountSwitcher';

export function AccountSwitcherSlot() {
  return (
    <QueryProvider>
      <AccountSwitcher />
    </QueryProvider>
  );
}
