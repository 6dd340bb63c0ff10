import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito PreSignUp trigger: accounts are usable at once (the spec has no email confirmation step), so
 * every sign-up is confirmed and its email marked verified. cognito-local calls this same module through
 * the local Lambda-invoke endpoint (lambdas/local/lambda-invoke.ts).
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  event.response.autoConfirmUser = true;
  if (event.request.userAttributes.email) event.response.autoVerifyEmail = true;
  return event;
};
