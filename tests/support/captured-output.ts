/**
 * Output a test expects (a handler's ERROR log for a failure the test provokes) is captured and asserted
 * here, not printed: a green run prints the runner's summary and little else (issue 23). Only what `fn` writes
 * while it runs is held back; anything else still reaches the terminal.
 */
import { vi } from 'vitest';

export interface Captured<T> {
  result: T;
  /** Every line written to stdout and stderr while `fn` ran. */
  lines: string[];
  /** The JSON log lines among them (Powertools writes one object per line). */
  logs: Record<string, unknown>[];
}

export async function captureOutput<T>(fn: () => Promise<T>): Promise<Captured<T>> {
  const chunks: string[] = [];
  const hold = (chunk: unknown) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(hold);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(hold);
  try {
    const result = await fn();
    const lines = chunks.join('').split('\n').filter(Boolean);
    const logs = lines.flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        return typeof parsed === 'object' && parsed !== null ? [parsed as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
    return { result, lines, logs };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
