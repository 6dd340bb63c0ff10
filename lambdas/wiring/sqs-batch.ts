import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';

/** How one SQS trigger reads and runs its messages (the queue consumers of lambdas/routes/). */
export interface SqsBatchSpec<M> {
  /** The message a body must be (JSON): anything else is dropped, as retrying cannot fix it. */
  schema: z.ZodType<M>;
  /** Runs one message; a throw reports it in batchItemFailures, so SQS delivers it again. */
  handle: (message: M, record: SQSRecord) => Promise<void>;
  /** A body that is not a message, about to be dropped (deleted from the queue: not a failure). */
  dropped: (record: SQSRecord) => void;
  /** A message whose run threw, about to be reported for redelivery. */
  failed: (error: unknown, message: M, record: SQSRecord) => void;
  /** All the batch's messages at once (the send workers), else one after the other. */
  parallel?: boolean;
}

/**
 * The SQS parse-and-retry loop every queue consumer shares, as lambdas/http/route.ts is the one HTTP
 * wrapper. Each record's body is parsed against the spec's schema: one that is not a message is dropped
 * (logged by `dropped`), one whose run throws is answered in `batchItemFailures` (ReportBatchItemFailures,
 * set on every SQS event source mapping by infra/constructs/queues.ts and honoured locally by
 * lambdas/local/event-source.ts), so only it comes back, and after the queue's maxReceiveCount it rests in
 * the dead letter queue. The answer never throws for a failed message, even when all of them failed.
 *
 * The shape is Powertools' `processPartialResponse` with a `BatchProcessor(EventType.SQS)` and
 * `throwOnFullBatchFailure: false` (`processInParallel` for `parallel`), which was weighed first: what it
 * would add is the try/catch and the list below, while its processor keeps the batch on the instance (one
 * per invocation, as the local runner calls a warm module concurrently) and its parser integration retries
 * a body that is not a message, where ours drop it.
 */
export async function processSqsBatch<M>(event: SQSEvent, spec: SqsBatchSpec<M>): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  const run = async (record: SQSRecord) => {
    const message = parseBody(spec.schema, record.body);
    if (!message.success) {
      spec.dropped(record);
      return;
    }
    try {
      await spec.handle(message.data, record);
    } catch (error) {
      spec.failed(error, message.data, record);
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  };
  if (spec.parallel) await Promise.all(event.Records.map(run));
  else for (const record of event.Records) await run(record);
  return { batchItemFailures };
}

function parseBody<M>(schema: z.ZodType<M>, body: string): { success: true; data: M } | { success: false } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { success: false };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}
