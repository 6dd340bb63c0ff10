import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetAccountCommand, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { headerText } from '../../../shared/email/header-text';
import type { Mailer, OutgoingEmail, TenantSendingStatus } from '../../ports/mailer';
import { tenantSendingStatus } from './ses-tenants';
import { MailRejectedError, MailSendingPausedError, MailThrottledError } from '../../ports/mailer';

/** SES answers that mean "not now": the same SendEmail may succeed after a pause. */
const THROTTLES = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'ThrottlingException',
  'Throttling',
]);
/** SES answers that mean "never, as it stands": retrying the same message cannot help. */
const REJECTIONS = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'BadRequestException',
  'NotFoundException',
]);

/**
 * SES v2 SendEmail (AWS, and aws-ses-v2-local whose /store shows what was sent). Whatever becomes a header
 * (From, To, Subject, Reply-To, the extra headers) passes headerText here too, so no caller can put a line
 * break into one. Throttling, SES's pause and rejection become the port's MailThrottledError / MailSendingPausedError /
 * MailRejectedError.
 */
export class SesMailer implements Mailer {
  constructor(
    private readonly ses: SESv2Client,
    private readonly configurationSet?: string,
  ) {}

  async send(email: OutgoingEmail): Promise<{ messageId: string }> {
    const command = new SendEmailCommand({
      FromEmailAddress: headerText(email.from),
      ...(this.configurationSet ? { ConfigurationSetName: this.configurationSet } : {}),
      ...(email.tenant ? { TenantName: email.tenant } : {}),
      Destination: { ToAddresses: email.to.map(headerText) },
      ...(email.replyTo?.length ? { ReplyToAddresses: email.replyTo.map(headerText) } : {}),
      ...(email.tags
        ? { EmailTags: Object.entries(email.tags).map(([Name, Value]) => ({ Name, Value })) }
        : {}),
      Content: {
        Simple: {
          Subject: { Data: headerText(email.subject), Charset: 'UTF-8' },
          Body: {
            Html: { Data: email.html, Charset: 'UTF-8' },
            Text: { Data: email.text, Charset: 'UTF-8' },
          },
          ...(email.headers?.length
            ? {
                Headers: email.headers.map((h) => ({ Name: headerText(h.name), Value: headerText(h.value) })),
              }
            : {}),
        },
      },
    });
    let out;
    try {
      out = await this.ses.send(command);
    } catch (error) {
      throw mailError(error);
    }
    if (!out.MessageId) throw new Error('SES accepted the email but returned no message id');
    return { messageId: out.MessageId };
  }

  async maxSendRate(): Promise<number> {
    const account = await this.ses.send(new GetAccountCommand({}));
    const rate = account.SendQuota?.MaxSendRate;
    return typeof rate === 'number' && rate > 0 ? rate : 1;
  }

  tenantStatus(tenant: string): Promise<TenantSendingStatus> {
    return tenantSendingStatus(this.ses, tenant);
  }

  async ping(): Promise<void> {
    await this.ses.send(new GetAccountCommand({}));
  }
}

function mailError(error: unknown): unknown {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  // SES paused the tenant (or the account): not "retry later", the campaign is paused (send-batch.ts).
  if (name === 'SendingPausedException') return new MailSendingPausedError(`${name}: ${message}`);
  if (THROTTLES.has(name)) return new MailThrottledError(`${name}: ${message}`);
  if (REJECTIONS.has(name)) return new MailRejectedError(name, message);
  return error;
}
