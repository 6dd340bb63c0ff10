/**
 * Cognito: a user pool with e-mail as the user name and one public app client for the SPA
 * (USER_PASSWORD_AUTH as the local stand-in speaks it, SRP for the browser in AWS, refresh tokens).
 * Triggers from lambdas/routes/ `triggers` are attached by the stack with `addTrigger`.
 */
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '../../lambdas/routes';
import { COGNITO_DEFAULT_DAILY_EMAILS, type CognitoEmail } from '../cognito-email';
import { acknowledge } from '../nag';

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: { email?: CognitoEmail } = {}) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // shared/auth/password-policy.ts: the sign-up form and the local /cognito proxy enforce the same rules.
      passwordPolicy: {
        ...PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      email: userPoolEmail(this, props.email),
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'Onboarding product: sign-up leads straight into the setup flow (docs/product.md › Sign-up sequence); MFA is planned as an optional per-user setting later.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials feature plan by choice: Plus (threat protection) is billed per MAU, out of budget for a free tier; revisit with paid plans.',
    );

    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}

/** SES in the stack's region with `cognitoFromEmail`; else Cognito's default sender, with a synth warning. */
function userPoolEmail(scope: Construct, email: CognitoEmail | undefined): cognito.UserPoolEmail {
  if (email)
    return cognito.UserPoolEmail.withSES({
      fromEmail: email.fromEmail,
      ...(email.fromName ? { fromName: email.fromName } : {}),
      sesRegion: Stack.of(scope).region,
    });
  Annotations.of(scope).addWarningV2(
    'jungle-mail:cognito-default-email',
    `Cognito sends verification codes with its default sender, which allows about ${COGNITO_DEFAULT_DAILY_EMAILS} emails a day: past that, sign-up codes and "Send the code again" stop arriving. Deploy with -c cognitoFromEmail=no-reply@yourdomain (an address or domain verified in SES in this region; optional -c cognitoFromName) to send them through SES.`,
  );
  return cognito.UserPoolEmail.withCognito();
}
