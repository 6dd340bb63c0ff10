import { randomUUID } from 'node:crypto';
import { Journal, readJournal, type JournaledMessage } from './sqs-journal';

/** The journal's queue name for SES events (the file holds nothing else). */
const QUEUE = 'ses-events';
/** First pause before a failed event is tried again; it doubles up to MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 100;
export const MAX_RETRY_MS = 30_000;
/** Handled events after which the journal is rewritten to the pending ones (an event is about 1 KB). */
export const COMPACT_EVERY = 2_000;

export interface SesEventsDelivery {
  /** Journals the events, then hands each to the handler; resolves after each one's first attempt. */
  publish(events: readonly unknown[]): Promise<void>;
  /** Events journaled and not yet handled. */
  pending(): number;
  /** Resolves once nothing is pending (or after `timeoutMs`, answering false). */
  drained(timeoutMs: number): Promise<boolean>;
  /** Stops retrying and closes the journal: what is pending stays in it for the next start. */
  close(): void;
}

/**
 * SES's events delivered locally at least once until handled, as EventBridge does in AWS (retries, then its
 * dead letter queue): each event is journaled in the data dir before the handler sees it, with the local
 * SQS's journal (sqs-journal.ts: one line a message, one line a deletion, each in one write(2), so a SIGKILL
 * loses nothing written), and journaled deleted once the handler returned. A handler that throws (the table
 * busy, the stack not ready yet) gets the event again after 0.1 s, 0.2 s... at most every 30 s, until it
 * succeeds. At the next start the events never handled are delivered again, whatever killed the process.
 * The handler takes events in any order and more than once (applySesEvent), as from EventBridge. The file
 * is rewritten to the pending events at each start and every COMPACT_EVERY handled events (about 1.8 KB of
 * events a mail: a 50,000-mail campaign would otherwise leave some 90 MB until the next start).
 */
export function sesEventsDelivery(options: {
  /** The journal (none: memory only, retries still). */
  file?: string;
  deliver: (event: unknown) => Promise<void>;
  log?: (message: string, error: unknown) => void;
  firstRetryMs?: number;
}): SesEventsDelivery {
  const kept = options.file ? readJournal(options.file).filter((m) => m.queue === QUEUE) : [];
  let journal = options.file ? new Journal(options.file, kept) : undefined;
  const waiting = new Map<string, JournaledMessage>();
  let handled = 0;
  const timers = new Set<NodeJS.Timeout>();
  const log = options.log ?? ((message, error) => console.error(`[ses events] ${message}`, error));
  let closed = false;

  const attempt = async (message: JournaledMessage, pause: number): Promise<void> => {
    if (closed) return;
    try {
      await options.deliver(JSON.parse(message.body) as unknown);
      waiting.delete(message.id);
      if (!closed) handledOne(message.id);
    } catch (error) {
      log(`handler failed; the event is tried again in ${pause} ms`, error);
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(message, Math.min(pause * 2, MAX_RETRY_MS));
      }, pause);
      timers.add(timer);
    }
  };
  /** Journals it deleted; every COMPACT_EVERY, rewrites the file to what is pending (atomically). */
  const handledOne = (id: string) => {
    journal?.deleted([id]);
    if (++handled % COMPACT_EVERY !== 0 || !journal || !options.file) return;
    journal.close();
    journal = new Journal(options.file, [...waiting.values()]);
  };
  const first = options.firstRetryMs ?? FIRST_RETRY_MS;
  const start = async (messages: readonly JournaledMessage[]) => {
    for (const m of messages) waiting.set(m.id, m);
    for (const m of messages) await attempt(m, first);
  };
  void start(kept);

  return {
    publish: async (events) => {
      const messages = events.map((event) => ({
        queue: QUEUE,
        id: randomUUID(),
        body: JSON.stringify(event),
      }));
      journal?.sent(messages);
      await start(messages);
    },
    pending: () => waiting.size,
    drained: async (timeoutMs) => {
      const until = Date.now() + timeoutMs;
      while (waiting.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return waiting.size === 0;
    },
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      journal?.close();
    },
  };
}
