/**
 * Issue 30, dead accounts stay dead, for the audience's background work and billing: once an account's
 * deletion has started (its tombstone), a running import writes no further batch, the signups worker creates
 * no contact and sends no confirmation mail, and a paid checkout's webhook is acknowledged (200, so the
 * provider stops retrying) without changing anything of the account. Messages are delivered in-process to the real handlers
 * over the run's stack (s3rver, DynamoDB Local, the SES stand-in); the webhook is posted over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_BATCH_ROWS } from '../../../lambdas/domain/imports/run-import';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { importRowsPartition } from '../../../lambdas/domain/items/account-data';
import { startImport } from '../../../lambdas/domain/imports/start-import';
import { handler as importJob } from '../../../lambdas/handlers/contacts-import-job';
import { handler as signupJob } from '../../../lambdas/handlers/subscribe-job';
import { keys } from '../../../lambdas/table';
import { postWebhook, signed, stripeEvent } from '../billing/support';
import { preview, uploaded, fullMapping } from '../imports/support';
import { userOnPlan } from '../projects/support';
import { mailsTo, verifiedAccount } from '../unsubscribe/support';
import { accountItems, deletionStarts, deliver, heldDeps, sqsEvent, store } from './dead-workers-support';

describe('a running import after the account’s deletion started', () => {
  it('writes its first batch, then, delivered again after the deletion started, nothing', async () => {
    const { deps, take } = await heldDeps(['imports']);
    // Pro: more contacts than a batch (the free plan's limit would end the run at its first batch).
    const user = await userOnPlan(store, 'pro', 'dead-import');
    const rows = Array.from(
      { length: DEFAULT_BATCH_ROWS + 20 },
      (_, i) => `row-${i}-${randomUUID().slice(0, 6)}@example.com`,
    );
    const ticket = await uploaded(user.idToken, ['email', ...rows].join('\n'));
    await preview(user.idToken, ticket.importId);
    await startImport(deps.ports, {
      accountId: user.sub,
      importId: ticket.importId,
      mapping: fullMapping({ email: 0 }),
      attestation: true,
    });
    // Out of time after its first batch (DEFAULT_BATCH_ROWS): the run records its row and queues the rest.
    const outOfTime = { getRemainingTimeInMillis: () => 0 } as unknown as Context;
    const [started] = await take('imports');
    await deliver(deps, () => importJob(sqsEvent([started]), outOfTime));
    const [rest] = await take('imports');
    expect(rest).toMatchObject({ importId: ticket.importId, fromRow: DEFAULT_BATCH_ROWS });

    await deletionStarts(user.sub);
    const before = await accountItems(user.sub, [importRowsPartition(ticket.importId)]);
    expect(before.filter((item) => item.includes('"emailKey"')).length).toBe(DEFAULT_BATCH_ROWS);
    const answer = await deliver(deps, () => importJob(sqsEvent([rest]), outOfTime));
    expect(answer.batchItemFailures).toEqual([]);
    expect(await accountItems(user.sub, [importRowsPartition(ticket.importId)])).toEqual(before);
    expect(await take('imports')).toEqual([]);
  });
});

describe('the signups worker after the account’s deletion started', () => {
  it('mails the first signup, then neither writes nor mails for the second', async () => {
    const { deps } = await heldDeps([]);
    const shop = await verifiedAccount();
    const signup = (email: string) => ({
      trackingId: shop.trackingId,
      email,
      ip: '198.51.100.9',
      at: new Date().toISOString(),
    });
    const [first, second] = ['a', 'b'].map((n) => `dead-${n}-${randomUUID().slice(0, 8)}@example.com`);
    expect((await deliver(deps, () => signupJob(sqsEvent([signup(first!)])))).batchItemFailures).toEqual([]);
    expect(await mailsTo(first!)).toHaveLength(1);

    await deletionStarts(shop.sub);
    const before = await accountItems(shop.sub);
    const answer = await deliver(deps, () => signupJob(sqsEvent([signup(second!)])));
    expect(answer.batchItemFailures).toEqual([]);
    expect(await mailsTo(second!)).toEqual([]);
    expect(await accountItems(shop.sub)).toEqual(before);
  });
});

describe('a paid checkout’s webhook after the account’s deletion started', () => {
  it('applies a checkout before, then acknowledges the next one and changes nothing of the account', async () => {
    const user = await userOnPlan(store, 'free', 'dead-payer');
    const completed = (tier: string, customer: string) =>
      stripeEvent('checkout.session.completed', {
        id: `cs_test_${randomUUID()}`,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.sub,
        customer,
        subscription: `sub_test_${randomUUID().slice(0, 8)}`,
        metadata: { userId: user.sub, tier },
      });
    const post = async (event: ReturnType<typeof stripeEvent>) => {
      const payload = JSON.stringify(event);
      return postWebhook(payload, signed(payload));
    };
    expect((await post(completed('pro', `cus_${randomUUID()}`))).body).toEqual({
      received: true,
      applied: true,
    });

    await deletionStarts(user.sub);
    const before = await accountItems(user.sub);
    const late = completed('premium', `cus_${randomUUID()}`);
    const res = await post(late);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ received: true, applied: false, reason: 'account_deleted' });
    expect(await accountItems(user.sub)).toEqual(before);
    // Only the event's once-only record (outside the account's partition), so a repeat is a duplicate.
    expect(await store.get(keys.stripeEvent(late.id))).toMatchObject({ userId: user.sub });
    expect((await post(late)).body).toEqual({ received: true, applied: false, duplicate: true });
    const customer = (late.data.object as { customer: string }).customer;
    expect(await store.get(keys.stripeCustomer(customer))).toBeUndefined();
  });
});
