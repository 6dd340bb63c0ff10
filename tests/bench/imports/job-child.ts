/**
 * One run of the import function in a process of its own, as a Lambda invocation has (tests/bench/imports.ts
 * starts it): the real handler module with an SQSEvent for one import, the stack's environment, and its own
 * peak memory (max RSS, and the V8 heap sampled every 20 ms) printed as JSON on the last line.
 */
import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';

const [sub, importId] = process.argv.slice(2);
let peakHeap = 0;
const sample = setInterval(() => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}, 20);

const { handler } = await import('../../../lambdas/handlers/contacts-import-job');
const event = {
  Records: [
    {
      messageId: randomUUID(),
      receiptHandle: 'bench',
      body: JSON.stringify({ sub, importId }),
      attributes: {},
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:imports',
      awsRegion: 'us-east-1',
    },
  ],
} as unknown as SQSEvent;
const t0 = performance.now();
const result = await handler(event);
const ms = performance.now() - t0;
clearInterval(sample);
peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
console.log(
  JSON.stringify({
    ms,
    maxRssKb: process.resourceUsage().maxRSS,
    peakHeap,
    failures: result.batchItemFailures.length,
  }),
);
