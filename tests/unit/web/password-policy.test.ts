import { describe, expect, it } from 'vitest';
import {
  COGNITO_POLICY_WORDS,
  meetsPasswordPolicy,
  PASSWORD_RULES,
  passwordProblem,
} from '../../../shared/auth/password-policy';
import { credentialsSchema, newAccountSchema, signupSchema } from '../../../web/features/auth/auth-schemas';

/** Issue 23: one password policy for the form, the local Cognito proxy and the CDK pool. */
describe('the password policy (shared/auth)', () => {
  it.each([
    ['short', 'length'],
    ['Sh0rt!', 'length'],
    ['ALLUPPER1!', 'lowercase'],
    ['alllower1!', 'uppercase'],
    ['NoDigits!!', 'digit'],
    ['NoSymbol12', 'symbol'],
    ['ünïcodé9x~', 'uppercase'],
    [' NoSymbol12', 'symbol'],
  ] as const)('refuses %j (%s)', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(meetsPasswordPolicy(password)).toBe(false);
  });

  it.each(['Jungle-passw0rd!', 'Abcdef1^', 'Has space1A', 'Ünïcode9X~'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it("refuses one over Cognito's 256-character cap", () => {
    expect(passwordProblem(`Aa1!${'x'.repeat(253)}`)).toBe('length');
    expect(passwordProblem(`Aa1!${'x'.repeat(252)}`)).toBeUndefined();
  });

  it('has words for every rule', () => {
    expect(Object.values(COGNITO_POLICY_WORDS).every((w) => w.startsWith('Password '))).toBe(true);
  });
});

describe('the account forms read it', () => {
  const email = 'a@example.com';

  it('sign-up refuses `short` with the hint words, before any request', () => {
    const result = signupSchema.safeParse({ email, password: 'short', terms: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: PASSWORD_RULES }),
    ]);
  });

  it('the auth gate in sign-up mode refuses it too, and asks for a password when none is typed', () => {
    expect(newAccountSchema.safeParse({ email, password: 'nosymbol1A' }).error?.issues[0]?.message).toBe(
      PASSWORD_RULES,
    );
    expect(newAccountSchema.safeParse({ email, password: '' }).error?.issues).toEqual([
      expect.objectContaining({ message: 'Please enter your password.' }),
    ]);
  });

  it('accepts a password that meets the policy', () => {
    expect(signupSchema.safeParse({ email, password: 'Jungle-passw0rd!', terms: true }).success).toBe(true);
  });

  it('sign-in does not judge an existing password by the policy', () => {
    expect(credentialsSchema.safeParse({ email, password: 'short' }).success).toBe(true);
  });
});
