import { describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { newUser } from '../helpers/cognito';
import { freshDomain, getSetup, patchSetup, setupOf, tableStore } from './support';

/**
 * The DNS routes (issue 4) and the tracking routes (issue 5) add attributes to the same record; GET /api/setup
 * serves them with the rest, and a save of an onboarding step leaves them alone. They are written directly here,
 * as those routes would.
 */
const store = tableStore();

describe('attributes written by the DNS and tracking routes', () => {
  it('are served by GET /api/setup and survive a later save', async () => {
    const user = await newUser('dns');
    const domain = freshDomain('dns');
    setupOf(await patchSetup(user.idToken, { websiteProvider: 'shopify', domain }));
    const dns = {
      dnsProviderName: 'Cloudflare',
      dnsProviderId: 'cloudflare',
      overallDnsStatus: 'partially_verified',
      dkimTokens: ['tok1', 'tok2', 'tok3'],
      mailFromDomain: `send.${domain}`,
      dnsInitiatedAt: '2025-03-01T10:00:00.000Z',
      dnsLastCheckedAt: '2025-03-01T11:00:00.000Z',
      mxRecordValue: `10 feedback-smtp.us-east-1.amazonses.com`,
      mxStatus: 'verified',
      spfRecordValue: 'v=spf1 include:amazonses.com ~all',
      spfStatus: 'pending',
      dkimSelector: 'tok1',
      dkimStatus: 'pending',
      dmarcRecordValue: 'v=DMARC1; p=none',
      dmarcStatus: 'failed',
      dnsRecords: [
        {
          id: 'mx',
          type: 'MX',
          name: `send.${domain}`,
          shortName: 'send',
          value: 'feedback-smtp.us-east-1.amazonses.com',
          priority: 10,
          purpose: 'Bounces',
          status: 'verified',
        },
        {
          id: 'dmarc',
          type: 'TXT',
          name: `_dmarc.${domain}`,
          shortName: '_dmarc',
          value: 'v=DMARC1; p=none',
          purpose: 'Policy',
          status: 'failed',
          reason: 'different_value',
          message: 'Found a different value.',
        },
      ],
      trackingId: 'jm_abc123',
      trackingInstalledAt: '2025-03-02T10:00:00.000Z',
      trackingFirstEventAt: '2025-03-02T10:00:00.000Z',
      trackingFirstPageUrl: `https://${domain}/`,
    };
    await store.update(keys.setup(user.sub), { ...dns, ...keys.trackingIndex('jm_abc123') }, 'present');

    expect(setupOf(await getSetup(user.idToken))).toMatchObject(dns);
    const saved = setupOf(await patchSetup(user.idToken, { businessDescription: 'Candles' }));
    expect(saved).toMatchObject({ ...dns, businessDescription: 'Candles' });
    expect(await store.get(keys.setup(user.sub))).toMatchObject(keys.trackingIndex('jm_abc123'));
  });

  it('a stored value the contract does not know reads as unset rather than breaking the page', async () => {
    const user = await newUser('odd');
    setupOf(await patchSetup(user.idToken, { businessDescription: 'Candles' }));
    await store.update(
      keys.setup(user.sub),
      { overallDnsStatus: 'great', dnsRecords: [{ id: 'x' }], mxStatus: 7 },
      'present',
    );
    const setup = setupOf(await getSetup(user.idToken));
    expect(setup).toMatchObject({
      overallDnsStatus: null,
      dnsRecords: [],
      mxStatus: null,
      businessDescription: 'Candles',
    });
  });
});
