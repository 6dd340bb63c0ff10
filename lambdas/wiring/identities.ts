import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions } from '../adapters/aws/clients';
import { SesIdentities } from '../adapters/aws/ses-identities';
import { SesTenants } from '../adapters/aws/ses-tenants';
import { LocalIdentities } from '../adapters/local/identities';
import type { PortFactory } from '../deps';

/**
 * Sending identities: SES Easy DKIM in AWS; locally the stand-in has none, so the table keeps them. The
 * account tenants go to SES with the same SDK in both stages (locally the SES proxy keeps them).
 */
export const identitiesPort: PortFactory<'identities'> = {
  port: 'identities',
  build: (config, core) => {
    const ses = new SESv2Client(clientOptions(config, config.endpoints.ses));
    const resources = { arnBase: config.sesArnBase, configurationSet: config.sesConfigurationSet };
    return config.stage === 'local'
      ? new LocalIdentities(core.store, new SesTenants(ses, resources))
      : new SesIdentities(ses, resources);
  },
};
