/**
 * What the local SQS's journal (lambdas/local/sqs-journal.ts) costs a send: N SendMessage calls (50-recipient
 * batch bodies, ~5 KB) and N SendMessageBatch calls of 10, one at a time, against the stand-in without and
 * with a journal; and the journal's write alone. Usage: npx tsx scripts/bench-sqs-journal.ts [N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { startSqs } from '../lambdas/local/sqs';
import { Journal } from '../lambdas/local/sqs-journal';

const n = Number(process.argv[2] ?? 2000);
const body = JSON.stringify({
  sub: 's',
  campaignId: 'c',
  batchId: '0-0',
  recipients: Array.from({ length: 50 }, (_, i) => ({
    id: `contact-${i}`,
    email: `person${i}@example.com`,
    firstName: 'Ann',
  })),
});

async function run(keepFile: string | undefined): Promise<{ one: number; batch: number }> {
  const sqs = await startSqs({ region: 'us-east-1', ...(keepFile ? { keepFile } : {}) });
  const client = sqs.client();
  const url = sqs.urls['campaign-batches'];
  const time = async (f: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await f();
    return Number(process.hrtime.bigint() - start) / 1e6 / n;
  };
  try {
    await time(() => client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: body }))); // warm up
    const one = await time(() => client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: body })));
    const entries = Array.from({ length: 10 }, (_, i) => ({ Id: String(i), MessageBody: body }));
    const batch = await time(() =>
      client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries })),
    );
    return { one, batch };
  } finally {
    client.destroy();
    await sqs.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'jm-sqs-bench-'));
try {
  // The journal's own cost: one line written per message (what the hook adds to a send's answer).
  const journal = new Journal(join(dir, 'direct.jsonl'), []);
  const start = process.hrtime.bigint();
  for (let i = 0; i < n * 10; i++) journal.sent([{ queue: 'campaign-batches', id: `id-${i}`, body }]);
  const perLine = Number(process.hrtime.bigint() - start) / 1e3 / (n * 10);
  journal.close();
  console.log(`journal: ${perLine.toFixed(1)} µs per ${body.length}-byte message written (${n * 10} writes)`);
  for (const round of [1, 2]) {
    const memory = await run(undefined);
    const journaled = await run(join(dir, `r${round}`, 'messages.json'));
    console.log(
      `round ${round}, ${n} calls each: SendMessage ${memory.one.toFixed(3)} ms in memory, ${journaled.one.toFixed(3)} ms journaled; ` +
        `SendMessageBatch(10) ${memory.batch.toFixed(3)} ms in memory, ${journaled.batch.toFixed(3)} ms journaled`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
