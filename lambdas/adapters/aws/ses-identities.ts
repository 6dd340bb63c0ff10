import type { SESv2Client } from '@aws-sdk/client-sesv2';
import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  PutEmailIdentityMailFromAttributesCommand,
} from '@aws-sdk/client-sesv2';
import type { GetEmailIdentityCommandOutput } from '@aws-sdk/client-sesv2';
import type { Identities, SendingIdentity, Tenants } from '../../ports/identities';
import { SesTenants, type SesResources } from './ses-tenants';

type Status = SendingIdentity['dkimStatus'];
const STATUSES = ['pending', 'success', 'failed', 'temporary_failure', 'not_started'] as const;
const statusOf = (value: string | undefined): Status => {
  const lower = (value ?? 'NOT_STARTED').toLowerCase();
  return STATUSES.find((s) => s === lower) ?? 'pending';
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

/**
 * SES v2 domain identities with Easy DKIM (SES makes the keys; three CNAME tokens, 2048-bit) and a custom
 * MAIL FROM subdomain. Idempotent: an existing identity is reused with its tokens; two first calls racing
 * both end up reading the one identity SES created.
 */
export class SesIdentities implements Identities {
  readonly tenants: Tenants;

  constructor(
    private readonly ses: SESv2Client,
    resources: SesResources,
  ) {
    this.tenants = new SesTenants(ses, resources);
  }

  async remove(domain: string): Promise<void> {
    try {
      await this.ses.send(new DeleteEmailIdentityCommand({ EmailIdentity: domain }));
    } catch (error) {
      if (!(error instanceof NotFoundException) && (error as { name?: string }).name !== 'NotFoundException')
        throw error;
    }
  }

  async get(domain: string): Promise<SendingIdentity | undefined> {
    try {
      return toIdentity(domain, await this.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain })));
    } catch (error) {
      if (error instanceof NotFoundException) return undefined;
      throw error;
    }
  }

  async ensure(domain: string, mailFromDomain: string): Promise<SendingIdentity> {
    let identity = await this.get(domain);
    if (!identity) {
      try {
        await this.ses.send(
          new CreateEmailIdentityCommand({
            EmailIdentity: domain,
            DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
          }),
        );
      } catch (error) {
        if (!(error instanceof AlreadyExistsException)) throw error;
      }
      identity = await this.get(domain);
      if (!identity) throw new Error(`SES identity ${domain} vanished right after it was created`);
    }
    if (identity.mailFromDomain !== mailFromDomain) {
      await this.ses.send(
        new PutEmailIdentityMailFromAttributesCommand({
          EmailIdentity: domain,
          MailFromDomain: mailFromDomain,
          BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
        }),
      );
      identity = { ...identity, mailFromDomain, mailFromStatus: 'pending' };
    }
    return identity;
  }
}
