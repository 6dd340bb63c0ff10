import type { SESv2Client } from '@aws-sdk/client-sesv2';
import {
  CreateEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  PutEmailIdentityMailFromAttributesCommand,
} from '@aws-sdk/client-sesv2';
import type { GetEmailIdentityCommandOutput } from '@aws-sdk/client-sesv2';
import type { Identities, SendingIdentity } from '../../ports/identities';

type Status = SendingIdentity['dkimStatus'];
const statusOf = (value: string | undefined): Status => {
  const lower = (value ?? 'NOT_STARTED').toLowerCase();
  return (['pending', 'success', 'failed', 'temporary_failure', 'not_started'] as const).find((s) => s === lower) ?? 'pending';
};

function toIdentity(domain: string, out: GetEmailIdentityCommandOutput): SendingIdentity {
  return {
    domain,
    dkimTokens: out.DkimAttributes?.Tokens ?? [],
    mailFromDomain: out.MailFromAttributes?.MailFromDomain ?? '',
    dkimStatus: statusOf(out.DkimAttributes?.Status),
    mailFromStatus: statusOf(out.MailFromAttributes?.MailFromDomainStatus),
  };
}

/** SES domain identities with Easy DKIM and a custom MAIL FROM subdomain. Idempotent. */
export class SesIdentities implements Identities {
  constructor(private readonly ses: SESv2Client) {}

  async get(domain: string): Promise<SendingIdentity | undefined> {
    try {
      return toIdentity(domain, await this.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain })));
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
  }

  async ensure(domain: string, mailFromDomain: string): Promise<SendingIdentity> {
    if (!(await this.get(domain))) {
      await this.ses.send(new CreateEmailIdentityCommand({ EmailIdentity: domain }));
    }
    const current = await this.get(domain);
    if (current?.mailFromDomain !== mailFromDomain) {
      await this.ses.send(
        new PutEmailIdentityMailFromAttributesCommand({
          EmailIdentity: domain,
          MailFromDomain: mailFromDomain,
          BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
        }),
      );
    }
    const identity = await this.get(domain);
    if (!identity) throw new Error(`SES identity ${domain} vanished right after it was created`);
    return identity;
  }
}
