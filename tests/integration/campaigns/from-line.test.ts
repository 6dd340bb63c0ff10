/**
 * Issue 29: a campaign's From name and address, over the local stack: the defaults a new draft gets, an edit
 * through PATCH, refusals that change nothing, the From line the checks show, and the From header of the mail
 * the SES stand-in received from a real send (the worker on the local SQS).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultFromName, FROM_LOCAL_PART_ERROR, FROM_NAME_ERROR } from '../../../shared/campaigns/sender';
import { owner, sendCampaign } from '../campaign-results/support';
import { campaignOf, campaignsApi as api, draftOf, sender } from './support';

describe('a campaign’s From', () => {
  it('defaults to the shop’s name and news@ on the verified domain, shown by the checks', async () => {
    const shop = await sender('from');
    const campaign = await draftOf(shop);
    expect(campaign).toMatchObject({ fromName: defaultFromName(shop.domain), fromLocalPart: 'news' });
    expect(campaign.fromName).not.toBe('');
    const checks = await api.checks(shop.idToken, campaign.id);
    expect(checks.body).toMatchObject({ from: `${campaign.fromName} <news@${shop.domain}>`, canSend: true });
  });

  it('is edited through PATCH (the domain is never typed); bad values are refused with a sentence and change nothing', async () => {
    const shop = await sender('from-edit');
    const campaign = await draftOf(shop, { fromName: 'Wick & Co.' });
    expect(campaign.fromName).toBe('Wick & Co.');
    const edited = campaignOf(
      await api.patch(shop.idToken, campaign.id, {
        fromName: '  Crème, "Wicks"  ',
        fromLocalPart: 'hello.team',
      }),
    );
    expect(edited).toMatchObject({ fromName: 'Crème, "Wicks"', fromLocalPart: 'hello.team' });
    for (const [body, message] of [
      [{ fromLocalPart: 'a b' }, FROM_LOCAL_PART_ERROR],
      [{ fromLocalPart: `news@evil.example` }, FROM_LOCAL_PART_ERROR],
      [{ fromLocalPart: '.news' }, FROM_LOCAL_PART_ERROR],
      [{ fromLocalPart: '' }, FROM_LOCAL_PART_ERROR],
      [{ fromName: 'A\r\nBcc: x@evil.example' }, FROM_NAME_ERROR],
      [{ fromName: 'x'.repeat(101) }, FROM_NAME_ERROR],
      [{ fromName: 42 }, FROM_NAME_ERROR],
    ] as const) {
      const res = await api.patch(shop.idToken, campaign.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const now = campaignOf(await api.get(shop.idToken, campaign.id));
    expect(now).toMatchObject({ fromName: 'Crème, "Wicks"', fromLocalPart: 'hello.team' });
    const checks = await api.checks(shop.idToken, campaign.id);
    expect(checks.body).toMatchObject({ from: `Crème, "Wicks" <hello.team@${shop.domain}>` });
    // Without a name the checks warn, and sending is still allowed.
    await api.patch(shop.idToken, campaign.id, { fromName: '' });
    const warned = await api.checks(shop.idToken, campaign.id);
    expect(warned.body).toMatchObject({ canSend: true, from: `hello.team@${shop.domain}` });
    expect(JSON.stringify(warned.body)).toContain('"from-name"');
  });

  it('is the From header of the mail the send hands to SES: the name quoted or RFC 2047 encoded', async () => {
    const account = await owner('from-send');
    const ascii = `a-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await sendCampaign(account, [ascii], 'Hello from the shop.', {
      fromName: 'Smith, Jones & "Co"',
      fromLocalPart: 'hello',
    });
    expect(sent.mails.get(ascii)?.from).toBe(`"Smith, Jones & \\"Co\\"" <hello@${account.domain}>`);
    const unicode = `u-${randomUUID().slice(0, 8)}@example.com`;
    const again = await sendCampaign(account, [unicode], 'Hello again.', { fromName: 'Crème Brûlée' });
    const from = again.mails.get(unicode)?.from ?? '';
    expect(from).toMatch(
      new RegExp(`^=\\?UTF-8\\?B\\?[A-Za-z0-9+/=]+\\?= <news@${account.domain.replace(/\./g, '\\.')}>$`),
    );
    const word = /\?B\?([^?]+)\?=/.exec(from)?.[1] ?? '';
    expect(Buffer.from(word, 'base64').toString('utf8')).toBe('Crème Brûlée');
  });
});
