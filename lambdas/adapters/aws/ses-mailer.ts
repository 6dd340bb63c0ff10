import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetAccountCommand, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, OutgoingEmail } from '../../ports/mailer';

/** SES v2 SendEmail (AWS, and aws-ses-v2-local whose /store shows what was sent). */
export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SESv2Client,
    private readonly configurationSet?: string,
  ) {}

  async send(email: OutgoingEmail): Promise<{ messageId: string }> {
    const out = await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: email.from,
        ...(this.configurationSet ? { ConfigurationSetName: this.configurationSet } : {}),
        Destination: { ToAddresses: email.to },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
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
