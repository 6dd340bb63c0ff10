import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetAccountCommand, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { headerText } from '../../../shared/email/header-text';
import type { Mailer, OutgoingEmail } from '../../ports/mailer';

/**
 * SES v2 SendEmail (AWS, and aws-ses-v2-local whose /store shows what was sent). Whatever becomes a header
 * (From, To, Subject) passes headerText here too, so no caller can put a line break into one.
 */
export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SESv2Client,
    private readonly configurationSet?: string,
  ) {}

  async send(email: OutgoingEmail): Promise<{ messageId: string }> {
    const out = await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: headerText(email.from),
        ...(this.configurationSet ? { ConfigurationSetName: this.configurationSet } : {}),
        Destination: { ToAddresses: email.to.map(headerText) },
        Content: {
          Simple: {
            Subject: { Data: headerText(email.subject), Charset: 'UTF-8' },
            Body: {
              Html: { Data: email.html, Charset: 'UTF-8' },
              Text: { Data: email.text, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
    if (!out.MessageId) throw new Error('SES accepted the email but returned no message id');
    return { messageId: out.MessageId };
  }

  async ping(): Promise<void> {
    await this.ses.send(new GetAccountCommand({}));
  }
}
