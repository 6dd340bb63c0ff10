/**
 * The user pool's password policy at the local /cognito proxy: cognito-local stores a pool's policy but does
 * not enforce it, so `short` once made an account locally that AWS would refuse (issue 23). The proxy checks
 * the new password of the actions that set one against shared/auth/password-policy (the same definition the
 * CDK pool and the sign-up form read) and answers as Cognito does.
 */
import { COGNITO_POLICY_WORDS, passwordProblem } from '../../shared/auth/password-policy';

/** The field that carries the new password, per action. */
const NEW_PASSWORD_FIELD: Readonly<Record<string, string>> = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
};

export interface CognitoRefusal {
  __type: 'InvalidPasswordException';
  message: string;
}

/**
 * Cognito's InvalidPasswordException when `action` sets a password that breaks the policy; undefined otherwise
 * (other actions, bodies that are not JSON or carry no password: cognito-local answers those itself).
 */
export function passwordRefusal(action: string | undefined, body: Buffer): CognitoRefusal | undefined {
  const field = action === undefined ? undefined : NEW_PASSWORD_FIELD[action];
  if (!field) return undefined;
  let input: unknown;
  try {
    input = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const password =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
  if (typeof password !== 'string') return undefined;
  const problem = passwordProblem(password);
  if (!problem) return undefined;
  return {
    __type: 'InvalidPasswordException',
    message: `Password did not conform with policy: ${COGNITO_POLICY_WORDS[problem]}`,
  };
}
