/**
 * Issue 30: the signup form's answer must not tell, in time either, whether an address is already on the
 * list. The part before the answer (acceptSignup) is run in-process against the stack's own DynamoDB and SQS,
 * through a store and a queue that record each call: an address already subscribed and a new one cost the
 * same calls on the same keys, and neither reads anything of the address. (tests/bench/signup-timing.ts
 * measures the medians over HTTP.)
 */
import { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import { SqsQueue } from '../../../lambdas/adapters/aws/sqs-queue';
import { acceptSignup } from '../../../lambdas/domain/signup/accept-signup';
import type { Queue } from '../../../lambdas/ports/queue';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { account, contactOf, store } from './support';

const { env } = inject('stack');
const queue = new SqsQueue(
  new SQSClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_SQS,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
  { signups: env.QUEUE_URL_SIGNUPS },
);

/** A store and a queue that note each call (its method and every key or queue name it names), then pass it on. */
function recording(calls: string[]): { store: Store; queue: Queue } {
  const note = (method: string, args: unknown[]) =>
    calls.push(`${method} ${JSON.stringify(args, (k, v: unknown) => (k === 'item' ? keyOf(v) : v))}`);
  const keyOf = (v: unknown) => {
    const { pk, sk } = v as { pk: string; sk: string };
    return { pk, sk };
  };
  const recStore = new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        // Bucket states (tokens, times) differ from call to call; which items are read and written does not.
        note(String(prop), prop === 'put' || prop === 'transact' ? [] : args);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const recQueue: Queue = {
    send: (name, body, opts) => {
      calls.push(`queue.send ${name}`);
      return queue.send(name, body, opts);
    },
    sendBatch: (name, bodies) => {
      calls.push(`queue.sendBatch ${name}`);
      return queue.sendBatch(name, bodies);
    },
  };
  return { store: recStore, queue: recQueue };
}

describe('the signup form’s answer costs the same for every address', () => {
  it('makes the same store and queue calls for an address already subscribed and for a new one', async () => {
    const shop = await account();
    const known = await contactOf(shop.sub, 'subscribed');
    const run = async (email: string) => {
      const calls: string[] = [];
      await acceptSignup(
        { ...recording(calls), clock: { now: () => new Date() } },
        { trackingId: shop.trackingId, body: { email }, ip: '198.51.100.77' },
      );
      return calls;
    };
    // The rate buckets exist after the first signup (then each is a compare-and-swap): warm them first.
    await run(`warm-${Date.now().toString(36)}@example.com`);
    const subscribed = await run(known.email);
    const fresh = await run(`new-${Date.now().toString(36)}@example.com`);
    expect(subscribed).toEqual(fresh);
    expect(subscribed.filter((c) => c.startsWith('queue.send'))).toEqual(['queue.send signups']);
    // Nothing of the account's contacts is touched before the answer (claims, contacts: after it).
    expect(subscribed.join('\n')).not.toContain(keys.contactEmail(shop.sub, '').pk);
  });
});
