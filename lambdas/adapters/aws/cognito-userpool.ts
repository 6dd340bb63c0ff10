import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminDeleteUserCommand,
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
      const gone =
        error instanceof UserNotFoundException ||
        (error as { name?: string }).name === 'UserNotFoundException';
      if (!gone) throw error;
    }
  }
}
