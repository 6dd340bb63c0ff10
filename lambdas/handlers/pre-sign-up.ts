import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp trigger: accounts are usable at once (sign-up stays one step: docs/product.md › Sign-up sequence), so every
 * sign-up is confirmed. The email is NOT marked verified: its owner proves it with the code Cognito mails
 * (the banner's GetUserAttributeVerificationCode / VerifyUserAttribute), and until then the account sends
 * no test email (issue 18). cognito-local calls this same module through the local Lambda-invoke endpoint
 * (lambdas/local/lambda-invoke.ts).
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = false;
  return event;
};
