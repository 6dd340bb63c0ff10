import { describe, expect, it } from 'vitest';
import type { TeamAccount } from '../../../shared/contracts/teams';
import { accountAfterSignIn } from '../../../web/features/teams/account-after-sign-in';

const own: TeamAccount = { accountId: 'me', role: 'owner', own: true, name: 'Your own account' };
const shop: TeamAccount = { accountId: 'shop-1', role: 'editor', own: false, name: "Ann's Candles" };
const other: TeamAccount = { accountId: 'shop-2', role: 'viewer', own: false, name: 'Soaps' };

describe('the account a person starts in after signing in on a browser that remembers none', () => {
  it.each([
    [
      'a member without a plan of their own starts in the shop they joined',
      undefined,
      'inactive',
      [own, shop],
      'shop-1',
    ],
    ['with several shops, the first the list names', undefined, null, [own, shop, other], 'shop-1'],
    ['someone with a plan of their own stays in it', undefined, 'active', [own, shop], undefined],
    ['a remembered choice is kept', 'shop-2', 'inactive', [own, shop, other], undefined],
    ['nobody to switch to: their own account', undefined, 'inactive', [own], undefined],
  ] as const)('%s', (_what, remembered, status, accounts, expected) => {
    expect(accountAfterSignIn({ remembered, own: { subscriptionStatus: status }, accounts })).toBe(expected);
  });

  it('changes nothing when the own profile could not be read', () => {
    expect(
      accountAfterSignIn({ remembered: undefined, own: undefined, accounts: [own, shop] }),
    ).toBeUndefined();
  });
});
