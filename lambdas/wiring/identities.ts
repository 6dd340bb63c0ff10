import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions } from '../adapters/aws/clients';
import { SesIdentities } from '../adapters/aws/ses-identities';
import { LocalIdentities } from '../adapters/local/identities';
import type { PortFactory } from '../deps';

/** Sending identities: SES Easy DKIM in AWS; locally the stand-in has none, so the table keeps them. */
export const identitiesPort: PortFactory<'identities'> = {
  port: 'identities',
  build: (config, core) =>
    config.stage === 'local'
      ? new LocalIdentities(core.store)
      : new SesIdentities(new SESv2Client(clientOptions(config, config.endpoints.ses))),
};
