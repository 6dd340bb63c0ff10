import type { Message } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';

/** The ARN SQS gives a queue (what Lambda puts in eventSourceARN), from its URL .../{account}/{name}. */
export function queueArnOf(url: string, region: string): string {
  const [account, name] = new URL(url).pathname.split('/').filter(Boolean).slice(-2);
  const partition = region.startsWith('cn-') ? 'aws-cn' : region.startsWith('us-gov-') ? 'aws-us-gov' : 'aws';
  return `arn:${partition}:sqs:${region}:${account}:${name}`;
}

/** The SQSEvent Lambda's event source mapping builds from a ReceiveMessage answer. */
export function sqsEvent(messages: readonly Message[], queueArn: string, region: string): SQSEvent {
  return {
    Records: messages.map((m): SQSRecord => ({
      messageId: m.MessageId ?? '',
      receiptHandle: m.ReceiptHandle ?? '',
      body: m.Body ?? '',
      attributes: {
        ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: m.Attributes?.SenderId ?? '000000000000',
        ApproximateFirstReceiveTimestamp:
          m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: Object.fromEntries(
        Object.entries(m.MessageAttributes ?? {}).map(([name, a]) => [
          name,
          {
            dataType: a.DataType ?? 'String',
            ...(a.StringValue !== undefined ? { stringValue: a.StringValue } : {}),
            ...(a.BinaryValue !== undefined
              ? { binaryValue: Buffer.from(a.BinaryValue).toString('base64') }
              : {}),
          },
        ]),
      ),
      md5OfBody: m.MD5OfBody ?? '',
      ...(m.MD5OfMessageAttributes ? { md5OfMessageAttributes: m.MD5OfMessageAttributes } : {}),
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: region,
    })),
  };
}

/**
 * Which messages of the batch succeeded, as Lambda reads a handler's answer with ReportBatchItemFailures:
 * a throw fails the whole batch; `{ batchItemFailures }` fails the listed ones (an empty or unknown
 * itemIdentifier fails the whole batch); anything else (undefined, {}) means all succeeded.
 */
export function succeededIds(
  messageIds: readonly string[],
  outcome: { error?: unknown; result?: unknown },
): string[] {
  if ('error' in outcome && outcome.error !== undefined) return [];
  const result = outcome.result as { batchItemFailures?: unknown } | null | undefined;
  const failures = result && typeof result === 'object' ? result.batchItemFailures : undefined;
  if (failures === undefined || failures === null) return [...messageIds];
  if (!Array.isArray(failures)) return [];
  const failed = new Set<string>();
  for (const f of failures as { itemIdentifier?: unknown }[]) {
    const id = f?.itemIdentifier;
    if (typeof id !== 'string' || !messageIds.includes(id)) return [];
    failed.add(id);
  }
  return messageIds.filter((id) => !failed.has(id));
}
