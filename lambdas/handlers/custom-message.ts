import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { passwordResetCodeEmail, verificationCodeEmail } from '../../shared/contracts/email-verification';

/**
 * Cognito CustomMessage trigger: the words of the code emails Cognito sends (the code stays Cognito's
 * `{####}` placeholder, which Cognito fills in). In AWS Cognito then mails them; locally cognito-local
 * calls this same module through the Lambda-invoke endpoint and its email reaches the local mail viewer
 * (lambdas/local/cognito-mail.ts). Other sources keep Cognito's default message.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const code = event.request.codeParameter;
  switch (event.triggerSource) {
    case 'CustomMessage_VerifyUserAttribute':
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_ResendCode':
    case 'CustomMessage_SignUp': {
      const { subject, message } = verificationCodeEmail(code);
      event.response.emailSubject = subject;
      event.response.emailMessage = message;
      break;
    }
    case 'CustomMessage_ForgotPassword': {
      const { subject, message } = passwordResetCodeEmail(code);
      event.response.emailSubject = subject;
      event.response.emailMessage = message;
      break;
    }
    default:
      break;
  }
  return event;
};
