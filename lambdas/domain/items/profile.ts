import type { ItemKind } from './item-kind';

/** Keys of the profile item (lambdas/table.ts lists every kind). */
export const profileKeys = {
  profile: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'PROFILE' }),
  usernameIndex: (email: string) => ({ gsi1pk: `USERNAME#${email.toLowerCase()}`, gsi1sk: 'PROFILE' }),
  usernameClaim: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' }),
} as const;

export const profileKind: ItemKind = {
  name: 'profile',
  patterns: [
    { what: 'profile by user', key: 'pk USER#{accountId} sk PROFILE' },
    { what: 'username -> user', key: 'gsi1 USERNAME#{email} gsi1sk PROFILE' },
    { what: 'username -> user (uniqueness item)', key: 'pk USERNAME#{username} sk USERNAME (holds userId)' },
  ],
};
