import type { CustomMessageTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as customMessage } from '../../../lambdas/handlers/custom-message';
import { handler as preSignUp } from '../../../lambdas/handlers/pre-sign-up';

const preSignUpEvent = () =>
  ({
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes: { email: 'ann@example.com' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as unknown as PreSignUpTriggerEvent;

const messageEvent = (triggerSource: string) =>
  ({
    triggerSource,
    request: { codeParameter: '{####}', usernameParameter: '{username}', userAttributes: {} },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as unknown as CustomMessageTriggerEvent;

describe('PreSignUp', () => {
  it('confirms the account (one-step sign-up) but never marks the email verified', async () => {
    const out = await preSignUp(preSignUpEvent());
    expect(out.response.autoConfirmUser).toBe(true);
    expect(out.response.autoVerifyEmail).toBe(false);
  });
});

describe('CustomMessage', () => {
  it("writes the verification email around Cognito's code placeholder", async () => {
    for (const source of ['CustomMessage_VerifyUserAttribute', 'CustomMessage_ResendCode']) {
      const out = await customMessage(messageEvent(source));
      expect(out.response.emailSubject).toBe('Your Jungle Mail verification code');
      expect(out.response.emailMessage).toContain('Your Jungle Mail verification code is {####}.');
    }
  });

  it('writes the password reset email, and leaves other sources to Cognito', async () => {
    const reset = await customMessage(messageEvent('CustomMessage_ForgotPassword'));
    expect(reset.response.emailMessage).toContain('password reset code is {####}');
    const other = await customMessage(messageEvent('CustomMessage_Authentication'));
    expect(other.response.emailMessage).toBeNull();
  });
});
