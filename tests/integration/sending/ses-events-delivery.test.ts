/**
 * The local stand-in of EventBridge -> the ses-events function: at least once until handled. A real SES
 * stand-in and the SES proxy, as `npm start` runs them, mail the SES mailbox simulator with the real SES v2
 * adapter; the proxy's events go through lambdas/local/ses-events-delivery.ts (journal in the data dir,
 * retries) to the real ses-events handler on DynamoDB Local. Before, the proxy published them fire-and-
 * forget: a failed handler's event was only logged, and events in memory at a kill were lost.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SesMailer } from '../../../lambdas/adapters/aws/ses-mailer';
import { createDeps, type Deps } from '../../../lambdas/deps';
import { startSes } from '../../../lambdas/local/ses';
import { sesEventsDelivery } from '../../../lambdas/local/ses-events-delivery';
import { localSesEventPublisher } from '../../../lambdas/local/ses-events-publisher';
import { startSesProxy } from '../../../lambdas/local/ses-proxy';
import type { Store, TransactWrite } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { seedAccount, seedCampaign, seedContacts } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();
const target = { store, ses: inject('stack').env.AWS_ENDPOINT_SES as string };
const deps = createDeps(inject('stack').env);
const dataDir = mkdtempSync(join(tmpdir(), 'jm-ses-events-'));
const journal = join(dataDir, 'ses', 'events.jsonl');
let ses: Awaited<ReturnType<typeof startSes>>;
beforeAll(async () => {
  ses = await startSes({ cwd: dataDir, logFile: join(dataDir, 'ses.log') });
});
afterAll(async () => {
  await ses?.child.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The proxy and the event delivery on the test's data dir, the handler run with `current()`'s deps. */
async function proxyOnce(current: () => Deps | undefined) {
  const delivery = sesEventsDelivery({
    file: journal,
    deliver: localSesEventPublisher(current),
    log: () => undefined,
    firstRetryMs: 50,
  });
  const proxy = await startSesProxy({
    upstream: ses.endpoint,
    host: '127.0.0.1',
    region: 'us-east-1',
    publish: delivery.publish,
  });
  const client = new SESv2Client({
    endpoint: proxy.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const mailer = new SesMailer(client, undefined);
  /** Stops without handing anything on: what is pending stays in the journal, as at a SIGKILL. */
  const kill = async () => {
    client.destroy();
    delivery.close();
    await proxy.close();
  };
  return { mailer, delivery, kill };
}

/** A contact at a mailbox simulator address and one campaign mail to it, sent through the proxy. */
async function mailSimulator(mailer: SesMailer, kind: 'bounce' | 'complaint') {
  const account = await seedAccount(target);
  const email = `${kind}+${randomUUID()}@simulator.amazonses.com`;
  const [contactId] = (await seedContacts(target, account.sub, [{ email }])) as [string];
  const campaignId = await seedCampaign(target, account);
  await mailer.send({
    from: `news@${account.domain}`,
    to: [email],
    subject: 'Hi',
    html: '<p>Hi</p>',
    text: 'Hi',
    headers: [],
    tags: { account: account.sub, campaign: campaignId, contact: contactId },
  });
  return { sub: account.sub, contactId, campaignId };
}

/** The deps with a store whose first transaction setting a contact's status fails (DynamoDB unreachable). */
function failingOnce(): Deps {
  let failed = false;
  const setsStatus = (w: TransactWrite) => w.kind === 'update' && w.set.status !== undefined;
  const flaky = new Proxy(store, {
    get: (real, prop, receiver) => {
      const value: unknown = Reflect.get(real, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'transact' && !failed && (args[0] as TransactWrite[]).some(setsStatus)) {
          failed = true;
          return Promise.reject(new Error('connect ECONNREFUSED (the table did not answer)'));
        }
        return (value as (...a: unknown[]) => unknown).apply(real, args);
      };
    },
  }) as Store;
  return { ...deps, ports: { ...deps.ports, store: flaky } };
}

describe('SES events delivered locally', () => {
  it('a handler that fails once gets the event again, and the bounce is applied', async () => {
    const flaky = failingOnce();
    const running = await proxyOnce(() => flaky);
    try {
      const { sub, contactId, campaignId } = await mailSimulator(running.mailer, 'bounce');
      expect(await running.delivery.drained(15_000)).toBe(true);
      expect(await store.get(keys.contact(sub, contactId))).toMatchObject({ status: 'bounced' });
      expect(await store.get(keys.campaign(sub, campaignId))).toMatchObject({ bounced: 1 });
      expect(await store.get(keys.contactCounts(sub))).toMatchObject({ subscribed: 0, bounced: 1 });
    } finally {
      await running.kill();
    }
  }, 60_000);

  it('events not handled when the process dies are handled after the next start', async () => {
    // The first run never gets to handle them (its deps are not ready), then dies.
    const first = await proxyOnce(() => undefined);
    const { sub, contactId, campaignId } = await mailSimulator(first.mailer, 'complaint');
    // The proxy journals the mail's events (Send, Delivery, Complaint) before the sender has its answer.
    expect(first.delivery.pending()).toBe(3);
    await first.kill();
    expect(await store.get(keys.contact(sub, contactId))).toMatchObject({ status: 'subscribed' });

    const second = await proxyOnce(() => deps);
    try {
      expect(await second.delivery.drained(15_000)).toBe(true);
      expect(await store.get(keys.contact(sub, contactId))).toMatchObject({ status: 'complained' });
      expect(await store.get(keys.campaign(sub, campaignId))).toMatchObject({
        delivered: 1,
        complained: 1,
      });
      expect(await store.get(keys.contactCounts(sub))).toMatchObject({ subscribed: 0, complained: 1 });
    } finally {
      await second.kill();
    }
    // Handled: a third start has nothing left to deliver.
    const third = await proxyOnce(() => deps);
    expect(third.delivery.pending()).toBe(0);
    await third.kill();
  }, 60_000);
});
