import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';

/** fauxqs's inspection answer (GET /_fauxqs/queues/{name}): every message, whatever its state. */
interface Inspection {
  messages?: {
    ready?: { body: string }[];
    delayed?: { body: string; delayUntil?: number }[];
    inflight?: { message: { body: string } }[];
  };
}
type Inject = (request: { method: 'GET'; url: string }) => Promise<{ statusCode: number; body: string }>;

/**
 * fauxqs keeps messages in memory only. So that stopping `npm start` mid-campaign loses no queued work, the
 * stack writes every message still in a queue (waiting, delayed or being worked on) to `file` when it stops
 * and sends them again when it next starts. At least once, as SQS: a message being worked on at the stop
 * comes back; receive counts start afresh; a delayed message keeps the rest of its delay.
 */
interface Kept {
  body: string;
  /** Epoch ms a delayed message becomes visible. */
  delayUntil?: number;
}

export async function saveMessages(inject: Inject, queueNames: string[], file: string): Promise<number> {
  const kept: Record<string, Kept[]> = {};
  let count = 0;
  for (const name of queueNames) {
    const answer = await inject({ method: 'GET', url: `/_fauxqs/queues/${encodeURIComponent(name)}` });
    if (answer.statusCode !== 200) continue;
    const { messages = {} } = JSON.parse(answer.body) as Inspection;
    const bodies: Kept[] = [
      ...(messages.ready ?? []).map((m) => ({ body: m.body })),
      ...(messages.delayed ?? []).map((m) => ({ body: m.body, delayUntil: m.delayUntil })),
      ...(messages.inflight ?? []).map((m) => ({ body: m.message.body })),
    ];
    if (bodies.length > 0) kept[name] = bodies;
    count += bodies.length;
  }
  if (count > 0) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(kept));
    renameSync(`${file}.tmp`, file);
  }
  return count;
}

/** Sends the messages a previous stop saved (saveMessages) to their queues again, then removes the file. */
export async function restoreMessages(
  client: SQSClient,
  urlOf: (name: string) => string | undefined,
  file: string,
): Promise<number> {
  if (!existsSync(file)) return 0;
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Kept[]>;
  const now = Date.now();
  let count = 0;
  for (const [name, bodies] of Object.entries(kept)) {
    const url = urlOf(name);
    if (!url) continue;
    for (let i = 0; i < bodies.length; i += 10) {
      const entries = bodies.slice(i, i + 10).map((m, j) => ({
        Id: String(j),
        MessageBody: m.body,
        DelaySeconds: Math.min(900, Math.max(0, Math.ceil(((m.delayUntil ?? now) - now) / 1000))),
      }));
      const out = await client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
      if (out.Failed?.length)
        throw new Error(`Could not restore ${out.Failed.length} message(s) of ${name} from ${file}`);
      count += entries.length;
    }
  }
  rmSync(file, { force: true });
  return count;
}
