/**
 * The SES v2 identity adapter's requests. SES identities have no local stand-in (aws-ses-v2-local only
 * sends mail), so this is the one place a mocked SDK client is used: aws-sdk-client-mock answers the
 * commands and records what the adapter sent.
 */
import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  PutEmailIdentityMailFromAttributesCommand,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SesIdentities } from '../../../lambdas/adapters/aws/ses-identities';

const ses = mockClient(SESv2Client);
const identities = () =>
  new SesIdentities(new SESv2Client({ region: 'eu-west-1' }), {
    arnBase: 'arn:aws:ses:eu-west-1:123456789012',
  });
const TOKENS = ['aaaa', 'bbbb', 'cccc'];
const notFound = () =>
  new NotFoundException({ message: 'Email identity shop.com does not exist.', $metadata: {} });

const existing = (mailFrom?: string, status = 'PENDING') => ({
  IdentityType: 'DOMAIN' as const,
  DkimAttributes: {
    SigningEnabled: true,
    Status: status as 'PENDING',
    Tokens: TOKENS,
    SigningAttributesOrigin: 'AWS_SES' as const,
  },
  ...(mailFrom
    ? {
        MailFromAttributes: {
          MailFromDomain: mailFrom,
          MailFromDomainStatus: 'SUCCESS' as const,
          BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' as const,
        },
      }
    : {}),
});

beforeEach(() => {
  ses.reset();
});

describe('SesIdentities.ensure', () => {
  it('creates an Easy DKIM identity and sets the MAIL FROM subdomain when the domain is new', async () => {
    ses.on(GetEmailIdentityCommand).rejectsOnce(notFound()).resolves(existing());
    ses.on(CreateEmailIdentityCommand).resolves({ IdentityType: 'DOMAIN', VerifiedForSendingStatus: false });
    ses.on(PutEmailIdentityMailFromAttributesCommand).resolves({});

    const identity = await identities().ensure('shop.com', 'send.shop.com');

    expect(ses.commandCalls(CreateEmailIdentityCommand).map((c) => c.args[0].input)).toEqual([
      { EmailIdentity: 'shop.com', DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' } },
    ]);
    expect(ses.commandCalls(PutEmailIdentityMailFromAttributesCommand).map((c) => c.args[0].input)).toEqual([
      {
        EmailIdentity: 'shop.com',
        MailFromDomain: 'send.shop.com',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
    ]);
    expect(identity).toEqual({
      domain: 'shop.com',
      dkimTokens: TOKENS,
      mailFromDomain: 'send.shop.com',
      dkimStatus: 'pending',
      mailFromStatus: 'pending',
    });
  });

  it('is idempotent: an existing identity with the MAIL FROM set is returned as it is, nothing written', async () => {
    ses.on(GetEmailIdentityCommand).resolves(existing('send.shop.com', 'SUCCESS'));
    const identity = await identities().ensure('shop.com', 'send.shop.com');
    expect(identity).toMatchObject({ dkimTokens: TOKENS, dkimStatus: 'success', mailFromStatus: 'success' });
    expect(ses.commandCalls(CreateEmailIdentityCommand)).toHaveLength(0);
    expect(ses.commandCalls(PutEmailIdentityMailFromAttributesCommand)).toHaveLength(0);
  });

  it('a concurrent first call that loses the create race reads the identity the winner made', async () => {
    ses.on(GetEmailIdentityCommand).rejectsOnce(notFound()).resolves(existing('send.shop.com'));
    ses
      .on(CreateEmailIdentityCommand)
      .rejects(new AlreadyExistsException({ message: 'exists', $metadata: {} }));
    const identity = await identities().ensure('shop.com', 'send.shop.com');
    expect(identity.dkimTokens).toEqual(TOKENS);
    expect(ses.commandCalls(PutEmailIdentityMailFromAttributesCommand)).toHaveLength(0);
  });

  it('passes other SES errors on', async () => {
    ses.on(GetEmailIdentityCommand).rejects(new Error('throttled'));
    await expect(identities().ensure('shop.com', 'send.shop.com')).rejects.toThrow('throttled');
  });
});

describe('SesIdentities.get', () => {
  it('maps SES statuses to ours and an unknown domain to undefined', async () => {
    ses
      .on(GetEmailIdentityCommand, { EmailIdentity: 'shop.com' })
      .resolves(existing('send.shop.com', 'TEMPORARY_FAILURE'));
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'none.com' }).rejects(notFound());
    expect(await identities().get('shop.com')).toMatchObject({
      dkimStatus: 'temporary_failure',
      mailFromStatus: 'success',
    });
    expect(await identities().get('none.com')).toBeUndefined();
    expect(ses.commandCalls(GetEmailIdentityCommand).map((c) => c.args[0].input)).toEqual([
      { EmailIdentity: 'shop.com' },
      { EmailIdentity: 'none.com' },
    ]);
  });
});
