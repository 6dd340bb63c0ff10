/**
 * The sweep's batches of due steps (issue 32, the burst budget: domain/flows/run-batch.ts), run against
 * the shared stack's DynamoDB Local and SES stand-in: their own reads batched, each step still at most once,
 * an unsubscribe that lands after the batch's read still stops the email.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { runStepBatch } from '../../../lambdas/domain/flows/run-batch';
import { contactKeys, contactStatusWrite, parseContact } from '../../../lambdas/domain/items/contact';
import { getEnrollment } from '../../../lambdas/domain/items/flow-enrollment';
import { listStepMarks } from '../../../lambdas/domain/items/flow-step-mark';
import type { Item, Key, Store } from '../../../lambdas/ports/store';
import { mailerPort } from '../../../lambdas/wiring/mailer';
import {
  enrollmentsOf,
  seedEmailFlow,
  seedEnrollments,
  seedFlowContacts,
  seedFlowShop,
} from '../../support/flow-data';
import { byRecipient, sentMails } from '../../support/sending-data';

const { env } = inject('stack');
const deps = createDeps(env, [mailerPort]);
const ses = env.AWS_ENDPOINT_SES as string;
const real = deps.ports.store;

const mail = { siteUrl: 'http://localhost:5173', token: async () => 'unsubscribe-token' };

/** The real store, its GetItem calls counted, and a hook after each read of one key. */
function watchedStore(afterRead?: (key: Key, item: Item | undefined) => Promise<void>) {
  const seen = { gets: 0 };
  const store: Store = {
    ...real,
    get: async (key) => {
      seen.gets += 1;
      const item = await real.get(key);
      await afterRead?.(key, item);
      return item;
    },
    getMany: async (keys) => {
      const items = await real.getMany!(keys);
      for (const [i, key] of keys.entries()) await afterRead?.(key, items[i]);
      return items;
    },
    put: (...a) => real.put(...a),
    update: (...a) => real.update(...a),
    delete: (...a) => real.delete(...a),
    query: (...a) => real.query(...a),
    queryPage: (...a) => real.queryPage(...a),
    transact: (...a) => real.transact(...a),
    ping: () => real.ping(),
  };
  return { store, seen };
}

async function shopWithDue(prefix: string, n: number) {
  const shop = await seedFlowShop(real, ses);
  const flow = await seedEmailFlow(real, shop.accountId, shop.projectId);
  const ids = await seedFlowContacts(real, shop.accountId, prefix, n);
  const dueAt = new Date(Date.now() - 60_000).toISOString();
  const records = enrollmentsOf(flow, ids, () => dueAt);
  await seedEnrollments(real, records);
  const steps = records.map((r) => ({ flowId: r.flowId, enrollmentId: r.enrollmentId }));
  return { accountId: shop.accountId, flow, ids, steps };
}

const run = (store: Store, accountId: string, steps: { flowId: string; enrollmentId: string }[]) =>
  runStepBatch({ store, clock: deps.ports.clock, mailer: deps.ports.mailer }, mail, { accountId, steps });

const address = (prefix: string, i: number) => `${prefix}${i}@bench.example.com`;

/** How many mails the SES stand-in holds for each of the first `n` addresses of `prefix`. */
async function mailsTo(prefix: string, n: number): Promise<number[]> {
  const to = byRecipient(await sentMails({ store: real, ses }));
  return Array.from({ length: n }, (_, i) => to.get(address(prefix, i))?.length ?? 0);
}

describe('a batch of due flow steps (issue 32)', () => {
  it("reads its steps' enrollments and contacts in batched reads: its GetItems do not grow with its steps", async () => {
    const prefix = `grow-${Date.now()}-`;
    const { accountId, steps } = await shopWithDue(prefix, 20);
    const small = watchedStore();
    expect(await run(small.store, accountId, steps.slice(0, 4))).toBe(4);
    const large = watchedStore();
    expect(await run(large.store, accountId, steps.slice(4))).toBe(16);
    // Before: 3 GetItems a step (enrollment, contact, last mail), 12 against 48 more here.
    expect(large.seen.gets).toBeLessThanOrEqual(small.seen.gets);
    expect(await mailsTo(prefix, 20)).toEqual(Array.from({ length: 20 }, () => 1));
  });

  it('runs the others of a batch once and a step already run not again', async () => {
    const prefix = `again-${Date.now()}-`;
    const { accountId, flow, steps } = await shopWithDue(prefix, 3);
    expect(await run(real, accountId, [steps[1]!])).toBe(1);
    expect(await run(real, accountId, steps)).toBe(2);
    expect(await run(real, accountId, steps)).toBe(0); // a redelivered message: nothing twice
    expect(await mailsTo(prefix, 3)).toEqual([1, 1, 1]);
    for (const s of steps) {
      const e = await getEnrollment(real, accountId, flow.flowId, s.enrollmentId);
      expect(e?.endedBy).toBe('completed');
      expect(
        await listStepMarks(real, { accountId, flowId: flow.flowId, enrollmentId: s.enrollmentId }),
      ).toHaveLength(1);
    }
  });

  it('sends nothing to a contact unsubscribed after the batch read it, and ends its enrollment', async () => {
    const prefix = `unsub-${Date.now()}-`;
    const { accountId, flow, ids, steps } = await shopWithDue(prefix, 3);
    const target = contactKeys.contact(accountId, ids[1]!);
    let done = false;
    // Just after the step's read of the contact saw it subscribed, the contact unsubscribes.
    const { store } = watchedStore(async (key, item) => {
      if (done || key.pk !== target.pk || key.sk !== target.sk || !item) return;
      done = true;
      const contact = parseContact(item);
      await real.transact([
        contactStatusWrite(accountId, contact, 'unsubscribed', { at: new Date().toISOString() }),
      ]);
    });
    expect(await run(store, accountId, steps)).toBe(3);
    expect(await mailsTo(prefix, 3)).toEqual([1, 0, 1]);
    const e = await getEnrollment(real, accountId, flow.flowId, steps[1]!.enrollmentId);
    expect(e?.endedBy).toBe('unsubscribed');
  });
});
