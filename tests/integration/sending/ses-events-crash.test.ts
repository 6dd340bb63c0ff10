/**
 * SES events against a crash (the "send loop" finding: after a SIGKILL mid-send, bounce@ and complaint@ the
 * simulator were counted on the campaign but stayed subscribed). The ses-events handler against DynamoDB
 * Local; a store that throws once on the transaction writing the contact's status stands in for the process
 * being killed at that moment (nothing after the throw runs). The event is then delivered again, as
 * EventBridge (and locally the SES events journal, lambdas/local/ses-events-delivery.ts) does.
 * Also the orders real systems produce: a complaint before its delivery, each twice, before the mark.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { createDeps, withDeps, type Deps } from '../../../lambdas/deps';
import { handler } from '../../../lambdas/handlers/ses-events';
import type { Store, TransactWrite } from '../../../lambdas/ports/store';
import { sesEvents, type SentMail } from '../../../lambdas/local/ses-simulator';
import { keys } from '../../../lambdas/table';
import { seedAccount, seedCampaign, seedContacts, type ContactSpec } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();
const target = { store, ses: inject('stack').env.AWS_ENDPOINT_SES as string };
const deps = createDeps(inject('stack').env);
const invoke = (event: unknown, d: Deps = deps) => withDeps(d, () => handler(event as never, {} as Context));

/** A write that sets a contact's status (the status change, whichever transaction carries it). */
const setsStatus = (w: TransactWrite) => w.kind === 'update' && w.set.status !== undefined;

/** The deps with a store whose first transaction setting a contact's status throws: the process dies there. */
function killedAtStatusWrite(): Deps {
  let killed = false;
  const dying = new Proxy(store, {
    get: (real, prop, receiver) => {
      const value: unknown = Reflect.get(real, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'transact' && !killed && (args[0] as TransactWrite[]).some(setsStatus)) {
          killed = true;
          return Promise.reject(new Error('SIGKILL (stand-in): the process died at this transaction'));
        }
        return (value as (...a: unknown[]) => unknown).apply(real, args);
      };
    },
  }) as Store;
  return { ...deps, ports: { ...deps.ports, store: dying } };
}

/** One mail of a new campaign to one contact of `account` (no mark written: events may come first). */
async function mailTo(account: Awaited<ReturnType<typeof seedAccount>>, contactId: string, email: string) {
  const campaignId = await seedCampaign(target, account);
  const mail: SentMail = {
    messageId: randomUUID(),
    from: `news@${account.domain}`,
    to: [email],
    subject: 'Hi',
    tags: { account: [account.sub], campaign: [campaignId], contact: [contactId] },
    at: new Date().toISOString(),
  };
  return { campaignId, mail };
}

async function oneContact(spec: Partial<ContactSpec> = {}) {
  const account = await seedAccount(target);
  const email = `crash-${randomUUID()}@example.com`;
  const [contactId] = (await seedContacts(target, account.sub, [{ email, ...spec }])) as [string];
  return { account, contactId, email };
}

const lastEvent = (mail: SentMail, outcome: 'bounced' | 'complained' | 'delivered') =>
  sesEvents(mail, outcome, 'us-east-1').at(-1);
const softBounce = (mail: SentMail) => {
  const bounce = lastEvent(mail, 'bounced') as { detail: Record<string, unknown> };
  return { ...bounce, detail: { ...bounce.detail, bounce: { bounceType: 'Transient' } } };
};
const statusOf = async (sub: string, contactId: string) =>
  (await store.get(keys.contact(sub, contactId)))?.status;

describe('an SES event whose process is killed between the count and the status change', () => {
  for (const { outcome, counter, status } of [
    { outcome: 'bounced', counter: 'bounced', status: 'bounced' },
    { outcome: 'complained', counter: 'complained', status: 'complained' },
  ] as const)
    it(`${outcome}: counted and changed together, or neither; the redelivery completes it`, async () => {
      const { account, contactId, email } = await oneContact();
      const { campaignId, mail } = await mailTo(account, contactId, email);
      const event = lastEvent(mail, outcome);
      await expect(invoke(event, killedAtStatusWrite())).rejects.toThrow(/SIGKILL/);
      // Right after the kill: never a counted outcome on a contact still subscribed.
      const counted = (await store.get(keys.campaign(account.sub, campaignId)))?.[counter] ?? 0;
      expect({ counted, status: await statusOf(account.sub, contactId) }).toEqual(
        counted ? { counted: 1, status } : { counted: 0, status: 'subscribed' },
      );
      await invoke(event); // the redelivery
      await invoke(event); // and once more: still once
      expect(await statusOf(account.sub, contactId)).toBe(status);
      expect(await store.get(keys.campaign(account.sub, campaignId))).toMatchObject({ [counter]: 1 });
      expect(await store.get(keys.contactCounts(account.sub))).toMatchObject({ subscribed: 0, [status]: 1 });
    });

  it('the third soft bounce: its redelivery makes the contact bounced', async () => {
    const { account, contactId, email } = await oneContact();
    const mails = [];
    for (let i = 0; i < 3; i++) mails.push((await mailTo(account, contactId, email)).mail);
    await invoke(softBounce(mails[0]!));
    await invoke(softBounce(mails[1]!));
    await expect(invoke(softBounce(mails[2]!), killedAtStatusWrite())).rejects.toThrow(/SIGKILL/);
    await invoke(softBounce(mails[2]!)); // the redelivery
    expect(await store.get(keys.contact(account.sub, contactId))).toMatchObject({
      status: 'bounced',
      softBounces: 3,
    });
    expect(await store.get(keys.contactCounts(account.sub))).toMatchObject({ subscribed: 0, bounced: 1 });
  });
});

describe('SES events in the orders real systems produce', () => {
  it('a complaint before its delivery, each twice, before the mark: counted once each', async () => {
    const { account, contactId, email } = await oneContact();
    const { campaignId, mail } = await mailTo(account, contactId, email);
    const complaint = lastEvent(mail, 'complained');
    const delivery = lastEvent(mail, 'delivered');
    expect(await invoke(complaint)).toBe('counted');
    expect(await invoke(complaint)).toBe('repeat');
    expect(await invoke(delivery)).toBe('counted');
    expect(await invoke(delivery)).toBe('repeat');
    await store.put({ ...keys.campaignRecipient(campaignId, contactId), contactId, state: 'sent' });
    expect(await statusOf(account.sub, contactId)).toBe('complained');
    expect(await store.get(keys.campaign(account.sub, campaignId))).toMatchObject({
      delivered: 1,
      complained: 1,
    });
    expect(await store.get(keys.contactCounts(account.sub))).toMatchObject({ subscribed: 0, complained: 1 });
  });

  for (const { already, outcome, then } of [
    { already: 'unsubscribed', outcome: 'complained', then: 'complained' },
    { already: 'bounced', outcome: 'bounced', then: 'bounced' },
    { already: 'complained', outcome: 'complained', then: 'complained' },
  ] as const)
    it(`a contact already ${already}: the ${outcome} event counts, COUNTS stay exact`, async () => {
      const { account, contactId, email } = await oneContact({ status: already });
      const { campaignId, mail } = await mailTo(account, contactId, email);
      expect(await invoke(lastEvent(mail, outcome))).toBe('counted');
      expect(await statusOf(account.sub, contactId)).toBe(then);
      expect(await store.get(keys.campaign(account.sub, campaignId))).toMatchObject({ [outcome]: 1 });
      const counts = await store.get(keys.contactCounts(account.sub));
      expect(counts).toMatchObject({ subscribed: 0, [then]: 1 });
      if (already !== then) expect(counts?.[already]).toBe(0);
    });
});
