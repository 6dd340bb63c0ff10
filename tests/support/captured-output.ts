/**
 * Output a test expects (a handler's ERROR log for a failure the test provokes) is captured and asserted
 * here, not printed: a green run prints the runner's summary and little else (issue 23). Only what `fn` writes
 * while it runs is held back, and if `fn` throws it is printed after all, so a real failure keeps its output.
 */
import { vi } from 'vitest';

export interface Captured<T> {
  result: T;
  /** Every line written to stdout and stderr while `fn` ran. */
  lines: string[];
  /** The JSON log lines among them (Powertools writes one object per line). */
  logs: Record<string, unknown>[];
}

function jsonLines(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as unknown;
      return typeof parsed === 'object' && parsed !== null ? [parsed as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

export async function captureOutput<T>(fn: () => Promise<T>): Promise<Captured<T>> {
  const chunks: string[] = [];
  const hold = (chunk: unknown) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(hold);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(hold);
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    out.mockRestore();
    err.mockRestore();
    process.stderr.write(chunks.join(''));
    throw error;
  }
  out.mockRestore();
  err.mockRestore();
  const lines = chunks.join('').split('\n').filter(Boolean);
  return { result, lines, logs: jsonLines(lines) };
}
