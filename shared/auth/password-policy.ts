/**
 * The one password policy (issue 23): read by the sign-up form's zod schema (web), the local /cognito proxy
 * (cognito-local does not enforce a pool's policy) and the CDK user pool (through lambdas/routes/, the file
 * infra may read). Local and AWS refuse the same passwords, and the form says why before any request.
 */

export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's cap on a password's length; longer ones are refused whatever the policy. */
export const PASSWORD_MAX_LENGTH = 256;

/** The rule in plain words: the form's hint and its error, and what a refused sign-up says. */
export const PASSWORD_RULES =
  'Your password needs at least 8 characters, with upper and lower case letters, a number and a symbol.';

/** The characters Cognito counts as symbols (a space counts too, when not leading or trailing). */
const SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';

export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

/** Cognito's own words for each broken rule (InvalidPasswordException "Password did not conform with policy: …"). */
export const COGNITO_POLICY_WORDS: Record<PasswordProblem, string> = {
  length: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** The first rule `password` breaks, in Cognito's order, or undefined when it meets the policy. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const chars = [...password];
  if (chars.length < PASSWORD_POLICY.minLength || chars.length > PASSWORD_MAX_LENGTH) return 'length';
  if (PASSWORD_POLICY.requireLowercase && !/[a-z]/.test(password)) return 'lowercase';
  if (PASSWORD_POLICY.requireUppercase && !/[A-Z]/.test(password)) return 'uppercase';
  if (PASSWORD_POLICY.requireDigits && !/[0-9]/.test(password)) return 'digit';
  const inner = password.slice(1, -1);
  const hasSymbol =
    chars.some((c) => c !== ' ' && SYMBOLS.includes(c)) || (inner.length > 0 && inner.includes(' '));
  if (PASSWORD_POLICY.requireSymbols && !hasSymbol) return 'symbol';
  return undefined;
}

export const meetsPasswordPolicy = (password: string) => passwordProblem(password) === undefined;
