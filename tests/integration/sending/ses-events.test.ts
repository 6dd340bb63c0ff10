/**
 * The ses-events handler (lambdas/handlers/ses-events.ts) against DynamoDB Local: SES's events as EventBridge
 * delivers them (SES is outside our system; lambdas/local/ses-simulator.ts builds its events the way the
 * mailbox simulator produces them), applied once however often they come, through the contacts core's
 * status change so COUNTS stay exact.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { createDeps, withDeps } from '../../../lambdas/deps';
import { handler } from '../../../lambdas/handlers/ses-events';
import { sesEvents, type SentMail } from '../../../lambdas/local/ses-simulator';
import { keys } from '../../../lambdas/table';
import { seedAccount, seedCampaign, seedContacts } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();
const target = { store, ses: inject('stack').env.AWS_ENDPOINT_SES as string };
const deps = createDeps(inject('stack').env);
const invoke = (event: unknown) => withDeps(deps, () => handler(event as never, {} as Context));

/** A campaign that mailed `email` (its recipient item as the worker leaves it), and the mail's record. */
async function mailed(email: string) {
  const account = await seedAccount(target);
  const [contactId] = (await seedContacts(target, account.sub, [{ email }])) as [string];
  const campaignId = await seedCampaign(target, account);
  const messageId = randomUUID();
  await store.put({
    ...keys.campaignRecipient(campaignId, contactId),
    contactId,
    state: 'sent',
    messageId,
    delivered: false,
    bounced: false,
    complained: false,
  });
  const mail: SentMail = {
    messageId,
    from: `news@${account.domain}`,
    to: [email],
    subject: 'Hi',
    tags: { account: [account.sub], campaign: [campaignId], contact: [contactId] },
    at: new Date().toISOString(),
  };
  return { account, contactId, campaignId, mail };
}

const softBounce = (mail: SentMail) => {
  const [, bounce] = sesEvents(mail, 'bounced', 'us-east-1') as [
    unknown,
    { detail: Record<string, unknown> },
  ];
  return {
    ...bounce,
    detail: { ...bounce.detail, bounce: { bounceType: 'Transient', bounceSubType: 'MailboxFull' } },
  };
};

describe('SES events', () => {
  it('a hard bounce marks the contact bounced and counts once, however often it arrives', async () => {
    const { account, contactId, campaignId, mail } = await mailed(`hard-${randomUUID()}@example.com`);
    const [sent, bounce] = sesEvents(mail, 'bounced', 'us-east-1');
    // Issue 35: the Send event counts the mail for the account's sending guard (once, as any outcome).
    expect(await invoke(sent)).toBe('counted');
    expect(await invoke(sent)).toBe('repeat');
    expect(await invoke(bounce)).toBe('counted');
    expect(await invoke(bounce)).toBe('repeat');
    expect(await store.get(keys.contact(account.sub, contactId))).toMatchObject({ status: 'bounced' });
    expect(await store.get(keys.campaign(account.sub, campaignId))).toMatchObject({ bounced: 1 });
    expect(await store.get(keys.contactCounts(account.sub))).toMatchObject({ subscribed: 0, bounced: 1 });
  });

  it('a complaint marks the contact complained; a delivery counts delivered', async () => {
    const { account, contactId, campaignId, mail } = await mailed(`complaint-${randomUUID()}@example.com`);
    for (const event of sesEvents(mail, 'complained', 'us-east-1')) await invoke(event);
    expect(await store.get(keys.contact(account.sub, contactId))).toMatchObject({ status: 'complained' });
    expect(await store.get(keys.campaign(account.sub, campaignId))).toMatchObject({
      delivered: 1,
      complained: 1,
    });
  });

  it('three soft bounces (of three mails) make a contact bounced; two do not', async () => {
    const first = await mailed(`soft-${randomUUID()}@example.com`);
    const { account, contactId } = first;
    const mails = [first.mail];
    for (let i = 0; i < 2; i++) {
      const campaignId = await seedCampaign(target, account);
      const messageId = randomUUID();
      await store.put({
        ...keys.campaignRecipient(campaignId, contactId),
        contactId,
        state: 'sent',
        messageId,
        delivered: false,
        bounced: false,
        complained: false,
      });
      mails.push({ ...first.mail, messageId, tags: { ...first.mail.tags, campaign: [campaignId] } });
    }
    await invoke(softBounce(mails[0] as SentMail));
    await invoke(softBounce(mails[0] as SentMail)); // the same event again: still one
    await invoke(softBounce(mails[1] as SentMail));
    expect(await store.get(keys.contact(account.sub, contactId))).toMatchObject({
      status: 'subscribed',
      softBounces: 2,
    });
    await invoke(softBounce(mails[2] as SentMail));
    expect(await store.get(keys.contact(account.sub, contactId))).toMatchObject({
      status: 'bounced',
      softBounces: 3,
    });
  });

  it('ignores mail that is not a campaign’s and events it does not know', async () => {
    const { mail } = await mailed(`other-${randomUUID()}@example.com`);
    const [, delivered] = sesEvents({ ...mail, tags: {} }, 'delivered', 'us-east-1');
    expect(await invoke(delivered)).toBe('ignored');
    expect(await invoke({ source: 'aws.ses', detail: { eventType: 'Open' } })).toBe('ignored');
    expect(await invoke({})).toBe('ignored');
  });

  // Issue 29: a 295-contact campaign showed "Delivered 0": SES's events overtook their marks (marks linger
  // up to 10 ms and are batch-written after SES accepted the mail) and were taken for repeats. Each event is
  // now counted once whatever the order: before, during or after its mark's write, and delivered twice.
  describe('in every order against the mark, each delivered twice', () => {
    type Step = 'mark' | 'event';
    const orders: { name: string; steps: Step[] | 'together' }[] = [
      { name: 'event, event, mark', steps: ['event', 'event', 'mark'] },
      { name: 'event, mark, event', steps: ['event', 'mark', 'event'] },
      { name: 'mark, event, event', steps: ['mark', 'event', 'event'] },
      { name: 'all at once', steps: 'together' },
    ];
    const outcomes = [
      { name: 'delivery', kind: 'delivered', counter: 'delivered', status: 'subscribed' },
      { name: 'hard bounce', kind: 'bounced', counter: 'bounced', status: 'bounced' },
      { name: 'complaint', kind: 'complained', counter: 'complained', status: 'complained' },
      { name: 'soft bounce', kind: 'soft', counter: undefined, status: 'subscribed' },
    ] as const;

    for (const outcome of outcomes)
      for (const order of orders)
        it(`${outcome.name}: ${order.name}`, async () => {
          const email = `order-${randomUUID()}@example.com`;
          const account = await seedAccount(target);
          const [contactId] = (await seedContacts(target, account.sub, [{ email }])) as [string];
          const campaignId = await seedCampaign(target, account);
          const messageId = randomUUID();
          const mail: SentMail = {
            messageId,
            from: `news@${account.domain}`,
            to: [email],
            subject: 'Hi',
            tags: { account: [account.sub], campaign: [campaignId], contact: [contactId] },
            at: new Date().toISOString(),
          };
          const event =
            outcome.kind === 'soft' ? softBounce(mail) : sesEvents(mail, outcome.kind, 'us-east-1').at(-1);
          // The mark as the worker writes it (send-batch.ts), after SES accepted the mail.
          const mark = () =>
            store.put({
              ...keys.campaignRecipient(campaignId, contactId),
              contactId,
              state: 'sent',
              messageId,
              sentAt: new Date().toISOString(),
            });
          const run = (step: Step) => (step === 'mark' ? mark() : invoke(event));
          if (order.steps === 'together') await Promise.all([run('event'), run('mark'), run('event')]);
          else for (const step of order.steps) await run(step);

          const campaign = await store.get(keys.campaign(account.sub, campaignId));
          if (outcome.counter) expect(campaign?.[outcome.counter]).toBe(1);
          for (const other of ['delivered', 'bounced', 'complained'])
            if (other !== outcome.counter) expect(campaign?.[other] ?? 0).toBe(0);
          const contact = await store.get(keys.contact(account.sub, contactId));
          expect(contact).toMatchObject({ status: outcome.status });
          if (outcome.kind === 'soft') expect(contact?.softBounces).toBe(1);
          const counts = await store.get(keys.contactCounts(account.sub));
          expect(counts).toMatchObject(
            outcome.status === 'subscribed' ? { subscribed: 1 } : { subscribed: 0, [outcome.status]: 1 },
          );
          expect(await store.get(keys.campaignRecipient(campaignId, contactId))).toMatchObject({
            state: 'sent',
          });
        });
  });
});
