import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientOptions } from '../adapters/aws/clients';
import { CognitoUserPool } from '../adapters/aws/cognito-userpool';
import type { PortFactory } from '../deps';

/**
 * The Cognito user pool (cognito-local locally: an endpoint of its own, and no global sign-out, which
 * cognito-local does not implement).
 */
export const userPoolPort: PortFactory<'userPool'> = {
  port: 'userPool',
  build: (config) =>
    new CognitoUserPool(
      new CognitoIdentityProviderClient(clientOptions(config, config.endpoints.cognito)),
      config.userPoolId,
      { globalSignOut: config.endpoints.cognito === undefined },
    ),
};
