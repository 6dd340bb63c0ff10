import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  DescribeUserPoolCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserPool } from '../../ports/userpool';

const isGone = (error: unknown) =>
  error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException';

/**
 * The Cognito user pool (AWS, and cognito-local, which answers the same API but for global sign-out:
 * `globalSignOut: false` there, as cognito-local answers AdminUserGlobalSignOut with a 500 "unsupported").
 */
export class CognitoUserPool implements UserPool {
  constructor(
    private readonly cognito: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
    private readonly options: { globalSignOut: boolean } = { globalSignOut: true },
  ) {}

  async signOutEverywhere(username: string): Promise<'signed-out' | 'unsupported'> {
    if (!this.options.globalSignOut) return 'unsupported';
    try {
      await this.cognito.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    return 'signed-out';
  }

  async ping(): Promise<void> {
    await this.cognito.send(new DescribeUserPoolCommand({ UserPoolId: this.userPoolId }));
  }

  async deleteUser(username: string): Promise<void> {
    try {
      await this.cognito.send(
        new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }

  async emailVerified(username: string): Promise<boolean> {
    try {
      const user = await this.cognito.send(
        new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
      return user.UserAttributes?.some((a) => a.Name === 'email_verified' && a.Value === 'true') ?? false;
    } catch (error) {
      if (isGone(error)) return false;
      throw error;
    }
  }
}
