import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The local SQS's journal: fauxqs keeps messages in memory, so the stand-in writes one line per message sent
 * (`{"q":queue,"id":messageId,"b":body,"at":visibleAt}`) and one per message deleted (`{"d":messageId}`) to
 * an append-only file in the data dir, before it answers SendMessage(Batch) and DeleteMessage(Batch). A
 * process killed at any moment (SIGKILL) loses nothing: the lines are in the kernel once written (no fsync:
 * this survives the process, not a power cut). At the next start the messages sent and never deleted are
 * read back (readJournal), the file is compacted to them, and they are sent again (lambdas/local/sqs.ts),
 * each again journaled under its new id; the old id is then journaled deleted. At least once, as SQS: a
 * message being worked on at the crash comes back; receive counts start afresh; a delayed message keeps
 * the rest of its delay; a message fauxqs moved to a dead letter queue comes back to its own queue.
 */
export interface JournaledMessage {
  queue: string;
  id: string;
  body: string;
  /** Epoch ms it becomes visible (a delayed message). */
  at?: number;
}
type Line = { q: string; id: string; b: string; at?: number } | { d: string };

/** The messages sent and not deleted, in the order they were sent. */
export function readJournal(file: string): JournaledMessage[] {
  if (!existsSync(file)) return [];
  const live = new Map<string, JournaledMessage>();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    for (const m of formerSave(text)) live.set(m.id, m);
    const line = parseLine(text);
    if (!line) continue;
    if ('d' in line) live.delete(line.d);
    else live.set(line.id, { queue: line.q, id: line.id, body: line.b, ...(line.at ? { at: line.at } : {}) });
  }
  return [...live.values()];
}

/** The file the former stand-in wrote at a graceful stop: `{ queue: [{ body, delayUntil }] }` on one line. */
function formerSave(text: string): JournaledMessage[] {
  if (!text.startsWith('{"') || text.startsWith('{"q":') || text.startsWith('{"d":')) return [];
  try {
    const kept = JSON.parse(text) as Record<string, { body?: unknown; delayUntil?: unknown }[]>;
    return Object.entries(kept).flatMap(([queue, list]) =>
      (Array.isArray(list) ? list : []).flatMap((m, i) =>
        typeof m?.body === 'string'
          ? [
              {
                queue,
                id: `former-${queue}-${i}`,
                body: m.body,
                ...(typeof m.delayUntil === 'number' ? { at: m.delayUntil } : {}),
              },
            ]
          : [],
      ),
    );
  } catch {
    return [];
  }
}

/** A line, or undefined for a torn last line (the process died mid-write) or anything unreadable. */
function parseLine(text: string): Line | undefined {
  if (!text) return undefined;
  try {
    const line = JSON.parse(text) as Partial<{ q: string; id: string; b: string; at: number; d: string }>;
    if (typeof line.d === 'string') return { d: line.d };
    if (typeof line.q === 'string' && typeof line.id === 'string' && typeof line.b === 'string')
      return { q: line.q, id: line.id, b: line.b, ...(typeof line.at === 'number' ? { at: line.at } : {}) };
  } catch {
    // A torn line: its SendMessage never answered, so its sender retries or knows it failed.
  }
  return undefined;
}

/** The journal open for appending: each call writes its lines with one write(2) before returning. */
export class Journal {
  private fd: number | undefined;

  /** Rewrites `file` to hold only `live` (atomically: a temporary file renamed over it), then opens it. */
  constructor(
    readonly file: string,
    live: readonly JournaledMessage[],
  ) {
    mkdirSync(dirname(file), { recursive: true });
    const text = live.map((m) => lineOf(m)).join('');
    const tmp = `${file}.tmp`;
    const fd = openSync(tmp, 'w');
    writeSync(fd, text);
    closeSync(fd);
    renameSync(tmp, file);
    this.fd = openSync(file, 'a');
  }

  sent(messages: readonly JournaledMessage[]): void {
    this.write(messages.map((m) => lineOf(m)).join(''));
  }

  deleted(ids: readonly string[]): void {
    this.write(ids.map((d) => `${JSON.stringify({ d })}\n`).join(''));
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private write(text: string): void {
    if (!text || this.fd === undefined) return;
    writeSync(this.fd, text);
  }
}

const lineOf = (m: JournaledMessage) =>
  `${JSON.stringify({ q: m.queue, id: m.id, b: m.body, ...(m.at ? { at: m.at } : {}) })}\n`;
