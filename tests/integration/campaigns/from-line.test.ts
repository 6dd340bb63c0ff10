/**
 * Issue 29: a campaign's From name and address, over the local stack: the defaults a new draft gets, an edit
 * through PATCH, refusals that change nothing, the From line the checks show, and the From header of the mail
 * the SES stand-in received from a real send (the send job and worker run in this process: send-here.ts).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { defaultFromName, FROM_LOCAL_PART_ERROR, FROM_NAME_ERROR } from '../../../shared/campaigns/sender';
import { keys } from '../../../lambdas/table';
import {
  byRecipient,
  seedAccount,
  seedCampaign,
  seedContacts,
  sentMails,
  type Account,
} from '../../support/sending-data';
import { campaignOf, campaignsApi as api, draftOf, sender, store } from './support';
import { sendHere } from './send-here';

const target = { store, ses: inject('stack').env.AWS_ENDPOINT_SES as string };

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
    const account = await seedAccount(target);
    const ascii = `a-${randomUUID().slice(0, 8)}@example.com`;
    expect(
      await fromOfMail(account, ascii, 'Hello from the shop.', {
        fromName: 'Smith, Jones & "Co"',
        fromLocalPart: 'hello',
      }),
    ).toBe(`"Smith, Jones & \\"Co\\"" <hello@${account.domain}>`);
    const unicode = `u-${randomUUID().slice(0, 8)}@example.com`;
    const from = await fromOfMail(account, unicode, 'Hello again.', { fromName: 'Crème Brûlée' });
    expect(from).toMatch(
      new RegExp(`^=\\?UTF-8\\?B\\?[A-Za-z0-9+/=]+\\?= <news@${account.domain.replace(/\./g, '\\.')}>$`),
    );
    const word = /\?B\?([^?]+)\?=/.exec(from)?.[1] ?? '';
    expect(Buffer.from(word, 'base64').toString('utf8')).toBe('Crème Brûlée');
  });
});

/**
 * Sends a campaign with these From fields to `email` (added to the account's contacts) in this process
 * (send-here.ts), and answers the From of the one mail SES took for that address.
 */
async function fromOfMail(account: Account, email: string, text: string, from: Record<string, string>) {
  await seedContacts(target, account.sub, [{ email }]);
  const campaignId = await seedCampaign(target, account, { text });
  await store.update(keys.campaign(account.sub, campaignId), from, 'present');
  const since = Date.now() / 1000 - 1;
  await sendHere(account.sub, campaignId);
  expect((await store.get(keys.campaign(account.sub, campaignId)))?.status).toBe('sent');
  const mails = byRecipient(await sentMails(target, since)).get(email) ?? [];
  expect(mails).toHaveLength(1);
  return mails[0]!.from;
}
