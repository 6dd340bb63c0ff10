import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  DescribeUserPoolCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserPool } from '../../ports/userpool';

/** The Cognito user pool (AWS, and cognito-local, which answers the same API). */
export class CognitoUserPool implements UserPool {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  async ping(): Promise<void> {
    await this.cognito.send(new DescribeUserPoolCommand({ UserPoolId: this.userPoolId }));
  }

  async deleteUser(username: string): Promise<void> {
    try {
      await this.cognito.send(
        new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
    } catch (error) {
      if (!isUserNotFound(error)) throw error;
    }
  }

  async emailVerified(username: string): Promise<boolean> {
    try {
      const user = await this.cognito.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
      return user.UserAttributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true') ?? false;
    } catch (error) {
      if (isUserNotFound(error)) return false;
      throw error;
    }
  }
}

function isUserNotFound(error: unknown): boolean {
  return (
    error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException'
  );
}
