/**
 * Busy answers are worth retrying after a short wait: 409 with a `*_busy` code (the record changed at the same
 * moment, e.g. setup_busy) and 429 (Retry-After says how long). apiRequest retries them with exponential
 * backoff and jitter, so a user typing in two tabs never sees an error for a collision the next try resolves.
 * Pure, apart from `sleep`.
 */
export const BUSY_RETRIES = 4;
const BASE_MS = 150;
const CAP_MS = 2_000;
/** Longest Retry-After the app waits out by itself; longer ones are shown to the user. */
export const MAX_RETRY_AFTER_MS = 5_000;

export function isBusyAnswer(status: number, code: string | undefined): boolean {
  return status === 429 || (status === 409 && typeof code === 'string' && code.endsWith('_busy'));
}

/** Milliseconds before retry number `retry` (1-based): Retry-After when given, else jittered exponential. */
export function busyRetryDelayMs(
  retry: number,
  retryAfter: string | null,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
    if (Number.isFinite(ms)) return ms > MAX_RETRY_AFTER_MS ? undefined : Math.max(0, ms);
  }
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** (retry - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
