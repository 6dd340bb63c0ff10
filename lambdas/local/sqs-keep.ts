import type { FastifyInstance } from 'fastify';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { Journal, JournaledMessage } from './sqs-journal';

type Body = Record<string, unknown>;
type Entry = {
  Id?: string;
  MessageId?: string;
  MessageBody?: string;
  DelaySeconds?: number;
  ReceiptHandle?: string;
};

/**
 * Keeps the local SQS's messages across a crash (lambdas/local/sqs-journal.ts): a hook on fauxqs's server
 * journals each message sent, and each one deleted, before the answer leaves. A delete names a receipt
 * handle, so the ids of received messages are remembered by their handles (in memory: a handle dies with
 * the process anyway).
 */
export function journalMessages(app: FastifyInstance, journal: Journal): void {
  const idOf = new Map<string, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const action = String(request.headers['x-amz-target'] ?? '').replace('AmazonSQS.', '');
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !WATCHED.has(action)) return payload;
    const asked = request.body as Body;
    const answer = JSON.parse(payload) as Body;
    if (action === 'SendMessage' || action === 'SendMessageBatch') {
      journal.sent(sentOf(action, asked, answer));
    } else if (action === 'ReceiveMessage') {
      for (const m of (answer.Messages ?? []) as Entry[])
        if (m.ReceiptHandle && m.MessageId) idOf.set(m.ReceiptHandle, m.MessageId);
    } else {
      journal.deleted(deletedOf(action, asked, answer).flatMap((h) => take(idOf, h)));
    }
    return payload;
  });
}

const WATCHED = new Set([
  'SendMessage',
  'SendMessageBatch',
  'ReceiveMessage',
  'DeleteMessage',
  'DeleteMessageBatch',
]);

function sentOf(action: string, asked: Body, answer: Body): JournaledMessage[] {
  const queue =
    String(asked.QueueUrl ?? '')
      .split('/')
      .pop() ?? '';
  const now = Date.now();
  const one = (id: string | undefined, entry: Entry): JournaledMessage[] => {
    if (!id || typeof entry.MessageBody !== 'string') return [];
    const delay = Number(entry.DelaySeconds ?? 0);
    return [{ queue, id, body: entry.MessageBody, ...(delay > 0 ? { at: now + delay * 1000 } : {}) }];
  };
  if (action === 'SendMessage') return one(answer.MessageId as string | undefined, asked as Entry);
  const entries = new Map(((asked.Entries ?? []) as Entry[]).map((e) => [e.Id, e]));
  return ((answer.Successful ?? []) as Entry[]).flatMap((s) => one(s.MessageId, entries.get(s.Id) ?? {}));
}

/** The receipt handles of the messages the request deleted. */
function deletedOf(action: string, asked: Body, answer: Body): string[] {
  if (action === 'DeleteMessage') return typeof asked.ReceiptHandle === 'string' ? [asked.ReceiptHandle] : [];
  const done = new Set(((answer.Successful ?? []) as Entry[]).map((s) => s.Id));
  return ((asked.Entries ?? []) as Entry[])
    .filter((e) => done.has(e.Id) && typeof e.ReceiptHandle === 'string')
    .map((e) => e.ReceiptHandle as string);
}

function take(idOf: Map<string, string>, handle: string): string[] {
  const id = idOf.get(handle);
  idOf.delete(handle);
  return id ? [id] : [];
}

/**
 * Sends the journaled messages of a previous run to their queues again (each journaled anew by the hook),
 * then journals their old ids deleted. Ten to a request; a delayed message keeps the rest of its delay.
 */
export async function restoreMessages(
  client: SQSClient,
  urlOf: (name: string) => string | undefined,
  kept: readonly JournaledMessage[],
  journal: Journal,
): Promise<number> {
  const now = Date.now();
  let count = 0;
  for (const queue of new Set(kept.map((m) => m.queue))) {
    const url = urlOf(queue);
    if (!url) continue;
    const mine = kept.filter((m) => m.queue === queue);
    for (let i = 0; i < mine.length; i += 10)
      await restoreGroup(client, url, mine.slice(i, i + 10), journal, now);
    count += mine.length;
  }
  return count;
}

async function restoreGroup(
  client: SQSClient,
  url: string,
  group: readonly JournaledMessage[],
  journal: Journal,
  now: number,
): Promise<void> {
  const out = await client.send(
    new SendMessageBatchCommand({
      QueueUrl: url,
      Entries: group.map((m, j) => ({
        Id: String(j),
        MessageBody: m.body,
        DelaySeconds: Math.min(900, Math.max(0, Math.ceil(((m.at ?? now) - now) / 1000))),
      })),
    }),
  );
  if (out.Failed?.length)
    throw new Error(`Could not restore ${out.Failed.length} message(s) of ${journal.file}`);
  journal.deleted(group.map((m) => m.id));
}
