/**
 * The account forms' rules (docs/product.md › Sign in and sign up): email required and of email format, password required, terms ticked.
 * Creating an account also checks the user pool's password policy (shared/auth, issue 23) before any request.
 */
import * as z from 'zod';
import { meetsPasswordPolicy, PASSWORD_RULES } from '../../../shared/auth/password-policy';

export const fieldMessages = {
  emailRequired: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  terms: 'Please accept the Terms of Service and Privacy Policy to create an account.',
} as const;

const email = z
  .string()
  .trim()
  .min(1, { error: fieldMessages.emailRequired })
  .pipe(z.email({ error: fieldMessages.emailFormat }));

/** Signing in checks only that a password was typed: the policy is for new passwords. */
const password = z.string().min(1, { error: fieldMessages.passwordRequired });

/** A new password: the pool's policy, in the words of the hint under the field. */
const newPassword = z
  .string()
  .min(1, { error: fieldMessages.passwordRequired, abort: true })
  .refine(meetsPasswordPolicy, { error: PASSWORD_RULES });

export const credentialsSchema = z.object({ email, password });
/** The auth gate's sign-up mode. */
export const newAccountSchema = z.object({ email, password: newPassword });
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginSchema = credentialsSchema.extend({ rememberMe: z.boolean() });

export const signupSchema = newAccountSchema.extend({
  terms: z.boolean().refine((ticked) => ticked, { error: fieldMessages.terms }),
});
