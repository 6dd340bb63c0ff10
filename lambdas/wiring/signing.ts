import { secretSigning } from '../adapters/aws/secret-signing';
import { localSigning } from '../adapters/local/signing-secret';
import type { PortFactory } from '../deps';
import { SigningUnavailableError } from '../ports/signing';

/** Signing keys: the Secrets Manager secret in AWS, DATA_DIR/signing-secret locally (lambdas/config.md). */
export const signingPort: PortFactory<'signing'> = {
  port: 'signing',
  build: ({ signing }) => {
    if (signing.secretFile) return localSigning(signing.secretFile);
    if (signing.secretArn) return secretSigning(signing.secretArn);
    return {
      key: () =>
        Promise.reject(
          new SigningUnavailableError('Neither SIGNING_SECRET_ARN nor SIGNING_SECRET_FILE is set.'),
        ),
    };
  },
};
