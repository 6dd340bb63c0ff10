import { putMany, type Item, type Store } from '../../ports/store';

/**
 * Single calls, coalesced: those asked for while no batched call is in flight go out together on the next
 * turn of the event loop, and those asked for during a call go out as the next one when it returns (at
 * most `max` a call). Each call is still issued after its caller asked for it, so a read asked for after a
 * write of the same caller sees that write. A failed call fails all of its
 * callers.
 */
export function coalesced<In, Out>(
  run: (batch: In[]) => Promise<Out[]>,
  max: number,
): (input: In) => Promise<Out> {
  let waiting: { input: In; resolve: (out: Out) => void; reject: (e: unknown) => void }[] = [];
  let busy = false;

  const flush = async (): Promise<void> => {
    while (waiting.length) {
      const taken = waiting.slice(0, max);
      waiting = waiting.slice(taken.length);
      try {
        const outs = await run(taken.map((call) => call.input));
        taken.forEach((call, i) => call.resolve(outs[i] as Out));
      } catch (error) {
        for (const call of taken) call.reject(error);
      }
    }
    busy = false;
  };

  return (input) =>
    new Promise((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(() => void flush());
    });
}

/**
 * The worker's unconditional puts (the recipients' marks), coalesced: one BatchWriteItem (25 items) for those
 * asked at once. Each caller's promise settles when its item is written.
 */
export const coalescedPuts = (store: Store): ((item: Item) => Promise<void>) =>
  coalesced(async (batch: Item[]) => {
    await putMany(store, batch);
    return batch.map(() => undefined);
  }, 25);
