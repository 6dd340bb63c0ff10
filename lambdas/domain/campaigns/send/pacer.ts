/**
 * A token bucket as a GCRA: each `take()` reserves the next free slot synchronously, then waits for it, so
 * callers running at once (a worker sends to a batch's recipients concurrently) are paced together. At
 * most `burst` sends start at once after a quiet spell; over any longer window the rate holds.
 */
export interface Pacer {
  take(): Promise<void>;
  readonly ratePerSecond: number;
}

export interface PacerOptions {
  ratePerSecond: number;
  burst?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPacer(options: PacerOptions): Pacer {
  const rate = Math.max(options.ratePerSecond, 0.001);
  const interval = 1000 / rate;
  const burst = Math.max(1, Math.floor(options.burst ?? 1));
  const now = options.now ?? Date.now;
  const wait = options.sleep ?? sleep;
  let theoreticalArrival = 0;
  return {
    ratePerSecond: rate,
    async take() {
      const t = now();
      const tat = Math.max(theoreticalArrival, t);
      const delay = tat - t - (burst - 1) * interval;
      theoreticalArrival = tat + interval;
      if (delay > 0) await wait(delay);
    },
  };
}

/**
 * The account's SES rate, read at most once per `ttlMs` per warm function (GetAccount is itself rate
 * limited), shared out among the worker's concurrent instances: each gets rate / concurrency, so all of
 * them together never exceed the account's maximum send rate.
 */
export function cachedSendRate(
  read: () => Promise<number>,
  options: { ttlMs: number; now?: () => number },
): (concurrency: number) => Promise<number> {
  const now = options.now ?? Date.now;
  let cached: { rate: number; at: number } | undefined;
  return async (concurrency) => {
    if (!cached || now() - cached.at >= options.ttlMs) cached = { rate: await read(), at: now() };
    return cached.rate / Math.max(1, concurrency);
  };
}
