/** Keys of the profile item (lambdas/table.ts lists every kind). */
export const profileKeys = {
  profile: (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  usernameIndex: (email: string) => ({ gsi1pk: `USERNAME#${email.toLowerCase()}`, gsi1sk: 'PROFILE' }),
  usernameClaim: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' }),
} as const;
