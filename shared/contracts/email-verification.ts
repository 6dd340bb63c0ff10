/**
 * Email-address verification (issue 18): sign-up stays one step (the PreSignUp trigger confirms the
 * account) but the address counts as verified only once its owner enters the code Cognito mails
 * (GetUserAttributeVerificationCode / VerifyUserAttribute, the same calls in AWS and locally). Until
 * then the account sends no test email. These are the texts of that code email and of the banner.
 */

/** The code email (Cognito CustomMessage trigger); `code` is Cognito's `{####}` placeholder in AWS. */
export function verificationCodeEmail(code: string): { subject: string; message: string } {
  return {
    subject: 'Your Jungle Mail verification code',
    message: `Your Jungle Mail verification code is ${code}. Enter it in the banner at the top of Jungle Mail to verify your email address. If you did not create a Jungle Mail account, you can ignore this email.`,
  };
}

/** The password-reset code email. */
export function passwordResetCodeEmail(code: string): { subject: string; message: string } {
  return {
    subject: 'Your Jungle Mail password reset code',
    message: `Your Jungle Mail password reset code is ${code}. If you did not ask to reset your password, you can ignore this email.`,
  };
}

/** The banner an unverified account sees on every signed-in page. */
export const verifyBanner = {
  title: 'Verify your email address',
  body: (email: string) =>
    `We emailed a code to ${email}. Enter it here to verify your address; until then you cannot send test emails.`,
  codeLabel: 'Verification code',
  submit: 'Verify',
  resend: 'Send the code again',
  resent: (email: string) => `We sent a new code to ${email}.`,
  verified: 'Your email address is verified.',
  wrongCode: 'That code is not right. Please check it, or send the code again.',
  expiredCode: 'That code has expired. Please send the code again.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
