import type { Clock } from '../../../ports/clock';
import type { Queue } from '../../../ports/queue';
import type { BatchMessage } from './messages';

/**
 * A chunk of the batch is held by another delivery's claim whose lease has not run out (items/chunk-claim.ts)
 * and some of its recipients are not marked: a send may be in flight. `leaseUntil`: when that lease ends
 * (epoch ms), when it was read.
 */
export class ChunkHeldError extends Error {
  constructor(readonly leaseUntil: number | undefined) {
    super('a chunk is held by another delivery');
    this.name = 'ChunkHeldError';
  }
}

/** SQS DelaySeconds for a copy of the batch that comes back just after the lease ends (1 to 900). */
export const heldDelaySeconds = (leaseUntil: number, now: number) =>
  Math.min(900, Math.max(1, Math.ceil((leaseUntil - now) / 1000) + 1));

/**
 * A delivery that met a held chunk puts the batch back on 'campaign-batches' for just after the holder's lease
 * ends (its own message is then deleted), instead of failing and leaving the retries to the queue. The holder
 * either finishes (it counts the batch, and the copy is dropped as counted) or has died (the copy takes the
 * chunk over once the lease ran out, chunk-claim.ts). Failing instead made the queue's receives, not the
 * lease, set the pace: a queue that gives the batch back sooner than the lease (the local one in the crash
 * test, every 10 s) used its 5 receives up while the dead holder's claim still ran and dead-lettered the
 * batch, its recipients neither mailed again nor counted, the campaign 'sending' until the send's check.
 * A copy that also meets a live claim puts itself back again; each claim's lease ends, so this ends too.
 * Returns whether the batch was put back (not when the lease is unknown: the queue retries it as before).
 */
export async function putBackHeld(
  ports: { queue: Queue; clock: Clock },
  batch: BatchMessage,
  failure: unknown,
): Promise<boolean> {
  if (!(failure instanceof ChunkHeldError) || failure.leaseUntil === undefined) return false;
  const delaySeconds = heldDelaySeconds(failure.leaseUntil, ports.clock.now().getTime());
  await ports.queue.send('campaign-batches', batch, { delaySeconds });
  return true;
}
