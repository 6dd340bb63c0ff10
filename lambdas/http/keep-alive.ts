/**
 * Keeps a streamed answer alive: whenever nothing was written for `everyMs`, a `waiting` event goes out
 * (with the seconds since the last real event), so CloudFront's 60 s origin read timeout never fires
 * while the model is silent. It reports time only, never progress.
 */
export interface KeepAlive {
  /** Call after each real event was written: the next `waiting` is `everyMs` from now. */
  touched(): void;
  stop(): void;
}

export function keepAlive(everyMs: number, write: (line: string) => void, now = Date.now): KeepAlive {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(tick, everyMs);
  };
  const tick = () => {
    write(JSON.stringify({ type: 'waiting', seconds: Math.round((now() - last) / 1000) }) + '\n');
    arm();
  };
  arm();
  return {
    touched: () => {
      last = now();
      arm();
    },
    stop: () => clearTimeout(timer),
  };
}
