import { describe, expect, it } from 'vitest';
import { campaignChecksResponseSchema, campaignMessages } from '../../../shared/contracts/campaigns';
import { PLACEHOLDER_LINK, type EmailDocumentInput } from '../../../shared/email';
import { sendMonth } from '../../../lambdas/domain/items/monthly-sends';
import { keys } from '../../../lambdas/table';
import { expectError, saved } from '../editor/support';
import {
  campaignOf,
  campaignsApi as api,
  draftOf,
  goodDocument,
  sender,
  store,
  type Sender,
  type SenderOptions,
} from './support';

const withPlaceholder: EmailDocumentInput = {
  name: 'Spring sale',
  sections: [
    {
      id: 's1',
      elements: [
        ...goodDocument().sections[0]!.elements!,
        {
          id: 'b1',
          type: 'button' as const,
          content: 'Shop now',
          properties: { button: { href: PLACEHOLDER_LINK } },
        },
      ],
    },
  ],
};

const cases: [string, SenderOptions, string, ((owner: Sender, id: string) => Promise<void>)?][] = [
  ['the account email is not verified', { verifyEmail: false }, 'account-email'],
  ['the sending domain is not verified', { dnsVerified: false }, 'sending-domain'],
  ['there is no postal address', { postalAddress: null }, 'postal-address'],
  ['a placeholder link is left', { document: withPlaceholder }, 'placeholders'],
  [
    'there is no subject',
    {},
    'subject-missing',
    async (owner, id) => {
      campaignOf(await api.patch(owner.idToken, id, { subject: '   ' }));
    },
  ],
  ['the audience is empty', { contacts: [] }, 'audience-empty'],
  [
    'the audience is over the monthly allowance',
    { tier: 'free' },
    'allowance',
    async (owner) => {
      const month = sendMonth(new Date());
      await store.put({ ...keys.monthlySends(owner.sub, month), month, sent: 999 });
    },
  ],
];

describe('checks before sending block each error', () => {
  it.each(cases)('%s', async (_name, options, id, arrange) => {
    const owner = await sender(`check-${id}`, options);
    const campaign = await draftOf(owner);
    await arrange?.(owner, campaign.id);
    const res = await api.checks(owner.idToken, campaign.id);
    expect(res.status, res.text).toBe(200);
    const result = campaignChecksResponseSchema.parse(res.body);
    expect(result.canSend).toBe(false);
    expect(result.checks.filter((c) => c.severity === 'error').map((c) => c.id)).toEqual([id]);
    for (const c of result.checks) expect(c.fix).not.toBe('');
    // The server blocks too, whatever a browser shows: nothing is sent or scheduled.
    expectError(
      await api.action(owner.idToken, campaign.id, 'send-now'),
      409,
      'checks_failed',
      campaignMessages.checksFailed,
    );
    expectError(
      await api.action(owner.idToken, campaign.id, 'schedule', {
        at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      409,
      'checks_failed',
    );
    expect(campaignOf(await api.get(owner.idToken, campaign.id)).status).toBe('draft');
  });

  it('passes once the placeholder is fixed in the editor and the email chosen again, then sends', async () => {
    const owner = await sender('check-fix', { document: withPlaceholder });
    const campaign = await draftOf(owner);
    expect(
      campaignChecksResponseSchema.parse((await api.checks(owner.idToken, campaign.id)).body).canSend,
    ).toBe(false);
    const fixed = JSON.parse(
      JSON.stringify(withPlaceholder).replace(PLACEHOLDER_LINK, 'mailto:shop@candles.example'),
    );
    await saved(owner, 1, fixed);
    campaignOf(await api.patch(owner.idToken, campaign.id, { projectId: owner.projectId }));
    const after = campaignChecksResponseSchema.parse((await api.checks(owner.idToken, campaign.id)).body);
    expect(after).toMatchObject({
      checks: [],
      canSend: true,
      audienceCount: 3,
      allowance: { limit: 500_000, used: 0 },
    });
    expect(campaignOf(await api.action(owner.idToken, campaign.id, 'send-now')).status).toBe('sending');
  });

  it('warns without blocking: an image without alt text, a subject in capitals', async () => {
    const owner = await sender('check-warn', {
      document: {
        name: 'Spring sale',
        sections: [
          {
            id: 's1',
            elements: [
              ...goodDocument().sections[0]!.elements!,
              {
                id: 'i1',
                type: 'image',
                properties: { image: { src: 'https://cdn.candles.example/a.png' } },
              },
            ],
          },
        ],
      },
    });
    const campaign = await draftOf(owner, { subject: 'HUGE CANDLE SALE' });
    const result = campaignChecksResponseSchema.parse((await api.checks(owner.idToken, campaign.id)).body);
    expect(result.checks.map((c) => `${c.severity}:${c.id}`).sort()).toEqual([
      'warning:image-alt',
      'warning:subject-caps',
    ]);
    expect(result.canSend).toBe(true);
  });
});
