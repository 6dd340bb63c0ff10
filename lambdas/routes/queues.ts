/**
 * The queues of background work (issues 20/21), as data: CDK makes one SQS queue + dead letter queue per
 * entry (infra/constructs/queues.ts) and the local stack creates the same ones in its SQS stand-in at start
 * (lambdas/local/sqs.ts). A consumer is a `kind: 'sqs'` trigger naming its queue (lambdas/routes/index.ts).
 */
export const queueNames = [
  'imports',
  'campaign-batches',
  'campaign-sends',
  'campaign-clicks',
  'signups',
  'flow-steps',
] as const;
export type QueueName = (typeof queueNames)[number];

export interface QueueDef {
  name: QueueName;
  /** A message received this many times without being deleted moves to the queue's dead letter queue. */
  maxReceiveCount: number;
}

export const queues = [
  // One message per import job: a failed run is retried twice, then kept in the DLQ for a look.
  { name: 'imports', maxReceiveCount: 3 },
  // Pages of a campaign's audience, each fanned out to campaign-sends.
  { name: 'campaign-batches', maxReceiveCount: 5 },
  // Recipients to mail; the worker's chunk claims and recipient marks make a redelivery skip who was already mailed.
  { name: 'campaign-sends', maxReceiveCount: 5 },
  // One message per followed campaign link: the redirect answers at once and this queue's consumer counts
  // the click (idempotent per click id, so a redelivery counts nothing twice).
  { name: 'campaign-clicks', maxReceiveCount: 5 },
  // Accepted signups of the public form: the answer goes first, the work (contact, mail) after (issue 30).
  { name: 'signups', maxReceiveCount: 3 },
  // Due flow steps (issue 32), handed over by the minute sweep; the step's conditional write makes a
  // redelivery run nothing twice.
  { name: 'flow-steps', maxReceiveCount: 5 },
] as const satisfies readonly QueueDef[];

/** The environment variable holding a queue's URL: QUEUE_URL_CAMPAIGN_SENDS for 'campaign-sends'. */
export function queueUrlVariable(name: QueueName): `QUEUE_URL_${string}` {
  return `QUEUE_URL_${name.toUpperCase().replace(/-/g, '_')}`;
}

/** The name of a queue's dead letter queue (locally; CDK names its queues itself). */
export const deadLetterQueueName = (name: QueueName) => `${name}-dlq`;
