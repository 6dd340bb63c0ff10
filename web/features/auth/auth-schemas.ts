/** The account forms' rules (spec 1 §5): email required and of email format, password required, terms ticked. */
import * as z from 'zod';

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

/** No length rule on the client (spec 1 §5); the user pool's rules come back from Cognito in plain words. */
const password = z.string().min(1, { error: fieldMessages.passwordRequired });

export const credentialsSchema = z.object({ email, password });
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginSchema = credentialsSchema.extend({ rememberMe: z.boolean() });

export const signupSchema = credentialsSchema.extend({
  terms: z.boolean().refine((ticked) => ticked, { error: fieldMessages.terms }),
});
