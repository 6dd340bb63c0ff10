/**
 * The crash window of crash-mid-send.test.ts, made deterministic: a worker killed after SES took its batch's
 * mails and their marks were written, but before it let the batch's chunks go and counted the batch. The
 * worker (sendCampaignBatch) runs against DynamoDB Local and the SES stand-in; a store that throws on the
 * first chunk release stands in for the SIGKILL (nothing after it runs: no release, no count). The batch is
 * then delivered again while the dead holder's chunk claims are still live (their 60 s lease), as the local
 * queue does every few seconds after a restart. On the old code that redelivery failed ('a chunk is held by
 * another delivery') until the lease ran out, and the local queue's 5 receives dead-lettered the batch first:
 * its 50 mails delivered, never counted, the campaign 'sending' for good.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import type { BatchMessage } from '../../../lambdas/domain/campaigns/send/messages';
import {
  sendCampaignBatch,
  type WorkerPorts,
  type WorkerSettings,
} from '../../../lambdas/domain/campaigns/send/send-batch';
import type { Store, TransactWrite } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { mailerPort } from '../../../lambdas/wiring/mailer';
import { queuePort } from '../../../lambdas/wiring/queue';
import { signingPort } from '../../../lambdas/wiring/signing';
import { workerSettings } from '../../../lambdas/wiring/worker-settings';
import { byRecipient, seedAccount, seedCampaign, seedContacts, sentMails } from '../../support/sending-data';
import { tableStore } from '../setup/support';

const store = tableStore();
const target = { store, ses: inject('stack').env.AWS_ENDPOINT_SES as string };
const deps = createDeps(inject('stack').env, [mailerPort, queuePort, signingPort]);
const PEOPLE = 50;

/** A write that lets a chunk go (releaseChunk: the conditional delete of its CHUNK# claim). */
const releasesChunk = (w: TransactWrite) => w.kind === 'delete' && String(w.key.sk).startsWith('CHUNK#');

/** The table, with `before` run ahead of every call of the worker (a throw stands for the process dying). */
function interceptedStore(before: (prop: string | symbol, args: unknown[]) => Promise<void> | void): Store {
  return new Proxy(store, {
    get: (real, prop, receiver) => {
      const value: unknown = Reflect.get(real, prop, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await before(prop, args);
        return (value as (...a: unknown[]) => unknown).apply(real, args);
      };
    },
  });
}

/**
 * The store of a worker killed at the first call `diesAt` names: that write and every write after it fail
 * (the process is gone), while reads still answer (what a later delivery sees is the table itself).
 */
function dyingStore(why: string, diesAt: (prop: string | symbol, args: unknown[]) => boolean): Store {
  let dead = false;
  return interceptedStore((prop, args) => {
    if (!dead && diesAt(prop, args)) dead = true;
    if (dead && prop !== 'get' && prop !== 'getMany' && prop !== 'query')
      throw new Error(`SIGKILL (stand-in): ${why}`);
  });
}

const releasing = (prop: string | symbol, args: unknown[]) =>
  prop === 'transact' && (args[0] as TransactWrite[]).some(releasesChunk);

/**
 * The store of a worker killed at its first chunk release: the batch's marks are written, its claims stay
 * live, and nothing is counted. `gate`: the holder does not die but stalls there until the gate opens (a
 * slow holder still alive).
 */
function holderStore(gate?: Promise<void>): Store {
  if (!gate) return dyingStore('the worker died before letting its chunks go', releasing);
  return interceptedStore(async (prop, args) => {
    if (releasing(prop, args)) await gate;
  });
}

async function settings(): Promise<WorkerSettings> {
  const ports = deps.ports;
  const base = await workerSettings(deps.config, ports.mailer, ports.signing);
  // Two chunks of 25 (the lanes at a 50/s share and up), no pacing: the test is about the window, not the rate.
  return { ...base, concurrency: 25, pace: () => Promise.resolve() };
}

const workerPorts = (s: Store, more: Partial<WorkerPorts> = {}): WorkerPorts => ({
  store: s,
  mailer: deps.ports.mailer,
  queue: deps.ports.queue,
  clock: deps.ports.clock,
  ...more,
});

/**
 * The store of a worker killed at its first write of a mark of the batch's second chunk: the first chunk is
 * marked (but what was asked at the same moment), the second mailed and not marked, both claims live.
 */
const killedAtMarksOf = (second: Set<string>): Store =>
  dyingStore(
    'the worker died while marking its second chunk',
    (prop, args) =>
      prop === 'putMany' &&
      (args[0] as { contactId?: unknown }[]).some((i) => second.has(String(i.contactId))),
  );

/** A sending campaign whose job queued one batch of PEOPLE (queued, queuedAll), and that batch. */
async function queuedBatch() {
  const acct = await seedAccount(target);
  const tag = `cw-${randomUUID().slice(0, 8)}`;
  const emails = Array.from({ length: PEOPLE }, (_, i) => `${tag}-${i}@example.com`);
  const ids = await seedContacts(
    target,
    acct.sub,
    emails.map((email) => ({ email })),
  );
  const campaignId = await seedCampaign(target, acct);
  await store.update(keys.campaign(acct.sub, campaignId), { queued: PEOPLE, queuedAll: true }, 'present');
  const batch: BatchMessage = {
    sub: acct.sub,
    campaignId,
    batchId: 'p0-0',
    recipients: ids.map((id, i) => ({ id, email: emails[i]! })),
  };
  const campaign = async () => (await store.get(keys.campaign(acct.sub, campaignId)))!;
  const marks = () =>
    store.query({
      partition: keys.campaignRecipient(campaignId, '').pk,
      beginsWith: 'SENT#',
      consistent: true,
    });
  const claims = () =>
    store.query({ partition: keys.campaignChunk(campaignId, '').pk, beginsWith: 'CHUNK#', consistent: true });
  const mailsEach = async () => {
    const to = byRecipient(await sentMails(target));
    return emails.map((e) => to.get(e)?.length ?? 0);
  };
  return { batch, campaign, marks, claims, mailsEach };
}

describe('a worker killed after its marks and before its count', () => {
  it('has its batch counted once by the redelivery, while its dead claims still run, and the campaign ends sent', async () => {
    const c = await queuedBatch();
    const s = await settings();
    await expect(sendCampaignBatch(workerPorts(holderStore()), s, c.batch)).rejects.toThrow(/SIGKILL/);
    // The state the kill leaves: everyone mailed and marked 'sent', the claims live, nothing counted.
    expect((await c.marks()).map((m) => m.state)).toEqual(Array(PEOPLE).fill('sent'));
    expect(await c.claims()).toHaveLength(2);
    expect(await c.campaign()).toMatchObject({ status: 'sending', sent: 0, queued: PEOPLE });

    // The redelivery, within the dead holder's lease: counts the marked batch (the old code threw
    // RetryBatchError 'a chunk is held by another delivery' here until the lease ran out).
    const report = await sendCampaignBatch(workerPorts(store), s, c.batch);
    expect(report).toEqual({ outcome: 'done', sent: PEOPLE, failed: 0, skipped: 0 });
    expect(await c.campaign()).toMatchObject({ status: 'sent', sent: PEOPLE, queued: PEOPLE, skipped: 0 });
    expect(await c.claims()).toEqual([]);
    // Nobody mailed twice, and a further delivery (the queue's own copy) counts nothing again.
    expect(await c.mailsEach()).toEqual(Array(PEOPLE).fill(1));
    expect((await sendCampaignBatch(workerPorts(store), s, c.batch)).outcome).toBe('dropped');
    expect(await c.campaign()).toMatchObject({ status: 'sent', sent: PEOPLE });
  }, 60_000);

  it('counts the batch once when the holder was alive after all and counts it too', async () => {
    const c = await queuedBatch();
    const s = await settings();
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const holder = sendCampaignBatch(workerPorts(holderStore(gate)), s, c.batch);
    await expect.poll(async () => (await c.marks()).length, { timeout: 20_000 }).toBe(PEOPLE);

    const report = await sendCampaignBatch(workerPorts(store), s, c.batch);
    expect(report.sent).toBe(PEOPLE);
    open();
    // The slow holder goes on: its release finds its claims gone, its count the batch counted already.
    await expect(holder).resolves.toMatchObject({ outcome: 'done', sent: PEOPLE });
    expect(await c.campaign()).toMatchObject({ status: 'sent', sent: PEOPLE, queued: PEOPLE, skipped: 0 });
    expect(await c.mailsEach()).toEqual(Array(PEOPLE).fill(1));
  }, 60_000);

  it('killed mid-chunk: the redelivery puts the batch back for the end of the dead claim’s lease, and the copy finishes it', async () => {
    const c = await queuedBatch();
    const s = await settings();
    const second = new Set(c.batch.recipients.slice(25).map((r) => r.id));
    await expect(sendCampaignBatch(workerPorts(killedAtMarksOf(second)), s, c.batch)).rejects.toThrow(
      /SIGKILL/,
    );
    const marked = new Set((await c.marks()).map((m) => String(m.contactId)));
    expect([...second].filter((id) => marked.has(id))).toEqual([]);
    expect(await c.claims()).toHaveLength(2);

    // The redelivery within the lease: the second chunk is held (its mails may be in flight). It does not
    // fail (the queue's 5 quick receives would dead-letter the batch before the lease ends, as the old code's
    // RetryBatchError did): it puts the batch back for just after the lease, and its own message is done.
    const queued: { body: object; delaySeconds?: number }[] = [];
    const queue = {
      send: (_: string, body: object, opts?: { delaySeconds?: number }) => {
        queued.push({ body, ...opts });
        return Promise.resolve();
      },
      sendBatch: () => Promise.reject(new Error('not expected')),
    };
    const again = await sendCampaignBatch(workerPorts(store, { queue }), s, c.batch);
    expect(again.outcome).toBe('put_back');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toEqual(c.batch);
    expect(queued[0]!.delaySeconds).toBeGreaterThanOrEqual(50);
    expect(queued[0]!.delaySeconds).toBeLessThanOrEqual(61);
    expect(await c.campaign()).toMatchObject({ status: 'sending', sent: 0 });

    // The copy, once the lease has run out: takes the chunk over, mails its unmarked recipients again (the
    // documented crash window), counts everyone once.
    const later = { now: () => new Date(Date.now() + 61_000) };
    const copy = await sendCampaignBatch(workerPorts(store, { clock: later }), s, c.batch);
    expect(copy).toEqual({ outcome: 'done', sent: PEOPLE, failed: 0, skipped: 0 });
    expect(await c.campaign()).toMatchObject({ status: 'sent', sent: PEOPLE, queued: PEOPLE });
    expect(await c.mailsEach()).toEqual(c.batch.recipients.map((r) => (marked.has(r.id) ? 1 : 2)));
  }, 60_000);
});
