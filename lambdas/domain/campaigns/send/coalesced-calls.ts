import type { Store } from '../../../ports/store';
import { putRecipientMarks, type RecipientMarkItem } from '../../items/recipient-mark';

/**
 * Single calls, coalesced: a call goes out once `max` are waiting, or `lingerMs` after the first of them
 * was asked for (0: on the next turn of the event loop), whichever comes first; those asked for during a
 * call wait for it to return. Each call is still issued after its caller asked for it, so a read asked for
 * after a write of the same caller sees that write. A failed call fails all of its callers.
 */
export function coalesced<In, Out>(
  run: (batch: In[]) => Promise<Out[]>,
  options: { max: number; lingerMs?: number },
): (input: In) => Promise<Out> {
  let waiting: { input: In; resolve: (out: Out) => void; reject: (e: unknown) => void }[] = [];
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;

  const full = () => waiting.length >= options.max;
  const flush = async (): Promise<void> => {
    while (waiting.length) {
      if (!full() && options.lingerMs) {
        // Wait for more callers, up to lingerMs (a full batch goes at once).
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, options.lingerMs);
        });
        clearTimeout(timer);
        wake = undefined;
      }
      const taken = waiting.slice(0, options.max);
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
      if (wake && full()) wake();
      if (busy) return;
      busy = true;
      setImmediate(() => void flush());
    });
}

/** How long the worker's marks wait for others to share their BatchWriteItem (the crash window's growth). */
export const MARK_LINGER_MS = 10;

/**
 * The worker's unconditional puts (the recipients' marks), coalesced: one BatchWriteItem (25 items) for
 * those asked within MARK_LINGER_MS of each other. Each caller's promise settles when its item is written.
 */
export const coalescedPuts = (store: Store): ((mark: RecipientMarkItem) => Promise<void>) =>
  coalesced(
    async (batch: RecipientMarkItem[]) => {
      await putRecipientMarks(store, batch);
      return batch.map(() => undefined);
    },
    { max: 25, lingerMs: MARK_LINGER_MS },
  );
