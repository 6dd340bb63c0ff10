import type { SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { processSqsBatch } from '../../../../lambdas/wiring/sqs-batch';

const record = (messageId: string, body: string) => ({ messageId, body }) as SQSRecord;
const eventOf = (...records: SQSRecord[]): SQSEvent => ({ Records: records });
const schema = z.object({ n: z.number() });

function spec(parallel: boolean, fail: (n: number) => boolean) {
  const seen: string[] = [];
  return {
    seen,
    spec: {
      schema,
      parallel,
      handle: async ({ n }: { n: number }) => {
        seen.push(`start ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 5 - n));
        seen.push(`end ${n}`);
        if (fail(n)) throw new Error(`failed ${n}`);
      },
      dropped: (r: SQSRecord) => seen.push(`dropped ${r.messageId}`),
      failed: (error: unknown, message: { n: number }) => seen.push(`failed ${message.n}: ${String(error)}`),
    },
  };
}

describe('processSqsBatch', () => {
  it('drops bodies that are not a message and reports only the runs that threw', async () => {
    const { seen, spec: s } = spec(false, (n) => n === 2);
    const out = await processSqsBatch(
      eventOf(
        record('a', '{"n":1}'),
        record('b', 'not json'),
        record('c', '{"n":"x"}'),
        record('d', '{"n":2}'),
        record('e', '{"n":3}'),
      ),
      s,
    );
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'd' }] });
    expect(seen).toEqual([
      'start 1',
      'end 1',
      'dropped b',
      'dropped c',
      'start 2',
      'end 2',
      'failed 2: Error: failed 2',
      'start 3',
      'end 3',
    ]);
  });

  it('answers (never throws) when every message failed', async () => {
    const { spec: s } = spec(false, () => true);
    const out = await processSqsBatch(eventOf(record('a', '{"n":1}'), record('b', '{"n":2}')), s);
    expect(out).toEqual({ batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }] });
  });

  it('runs the messages at once when parallel', async () => {
    const { seen, spec: s } = spec(true, () => false);
    const out = await processSqsBatch(eventOf(record('a', '{"n":1}'), record('b', '{"n":2}')), s);
    expect(out).toEqual({ batchItemFailures: [] });
    expect(seen.slice(0, 2)).toEqual(['start 1', 'start 2']);
  });
});
