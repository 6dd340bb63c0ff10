import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions } from '../adapters/aws/clients';
import { SesMailer } from '../adapters/aws/ses-mailer';
import type { PortFactory } from '../deps';

/** Sending mail: SES v2 (aws-ses-v2-local locally). */
export const mailerPort: PortFactory<'mailer'> = {
  port: 'mailer',
  build: (config) =>
    new SesMailer(new SESv2Client(clientOptions(config, config.endpoints.ses)), config.sesConfigurationSet),
};
