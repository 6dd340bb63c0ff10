/**
 * Issue 30: merge tags of custom fields reach delivered mail. Contacts are added as the "Add contact" dialog
 * adds them (addContact, with a `city` value checked against the account's catalogue), one without a city;
 * a campaign whose email says `{{city}}` and `{{city|your town}}` is sent through the local SQS and the
 * worker into the SES stand-in, whose store shows each person's own city and the fallback for the one
 * without.
 */
import { describe, expect, it } from 'vitest';
import { addContact } from '../../../lambdas/domain/contacts/add-contact';
import { addContactFields } from '../../../lambdas/domain/items/contact-fields';
import {
  byRecipient,
  seedAccount,
  seedCampaign,
  sentMails,
  startSend,
  untilSent,
  useSendingStack,
} from './support';

const s = useSendingStack({ maxSendRate: 50 });

describe('custom field merge tags in a sent campaign', () => {
  it("fills {{city}} with each contact's city and {{city|your town}} with the fallback when there is none", async () => {
    const shop = await seedAccount(s);
    await addContactFields(s.store, shop.sub, [{ name: 'City', key: 'city', type: 'text' }]);
    const tag = shop.sub.slice(0, 8);
    const people = [
      { email: `lyon-${tag}@example.com`, city: 'Lyon' },
      { email: `paris-${tag}@example.com`, city: 'Paris & Co <b>' },
      { email: `nowhere-${tag}@example.com`, city: undefined },
    ];
    for (const { email, city } of people)
      await addContact(s.deps.ports, shop.sub, { email, ...(city ? { fields: { city } } : {}) });

    const campaignId = await seedCampaign(s, shop, {
      subject: 'News for {{city|your town}}',
      text: 'Plain: [{{city}}] Fallback: [{{city|your town}}]',
    });
    await startSend(s, shop, campaignId);
    await untilSent(s, shop, campaignId, 60_000);

    const mails = byRecipient(await sentMails(s));
    const one = (email: string) => {
      expect(mails.get(email)?.length, email).toBe(1);
      return mails.get(email)![0]!;
    };
    const lyon = one(people[0]!.email);
    expect(lyon.subject).toBe('News for Lyon');
    expect(lyon.body.html).toContain('Plain: [Lyon] Fallback: [Lyon]');
    expect(lyon.body.text).toContain('Plain: [Lyon] Fallback: [Lyon]');

    const paris = one(people[1]!.email);
    expect(paris.subject).toBe('News for Paris & Co <b>');
    expect(paris.body.html).toContain(
      'Plain: [Paris &amp; Co &lt;b&gt;] Fallback: [Paris &amp; Co &lt;b&gt;]',
    );
    expect(paris.body.html).not.toContain('<b>');
    expect(paris.body.text).toContain('Plain: [Paris & Co <b>] Fallback: [Paris & Co <b>]');

    const nowhere = one(people[2]!.email);
    expect(nowhere.subject).toBe('News for your town');
    expect(nowhere.body.html).toContain('Plain: [] Fallback: [your town]');
    expect(nowhere.body.text).toContain('Plain: [] Fallback: [your town]');
    for (const mail of [lyon, paris, nowhere])
      expect(`${mail.body.html}${mail.body.text}`).not.toContain('{{');
  });
});
