/**
 * Sending (issue 21): the send job and the worker, consumers of the two campaign queues, and the handler of
 * the SES configuration set's events. No HTTP routes: the campaign routes start and resume a send through
 * lambdas/domain/sending/start.ts.
 */
import type { TriggerDef } from './types';

/**
 * Concurrent worker invocations at most: each paces itself at this share of the account's SES rate
 * (lambdas/domain/sending/worker-settings.ts), so together they never exceed it.
 */
export const SEND_WORKER_CONCURRENCY = 2;

export const sendingTriggers = [
  {
    // Pages a campaign's audience onto campaign-batches (lambdas/domain/sending/send-job.ts).
    id: 'campaignSendJob',
    handler: 'campaign-send-job.ts',
    kind: 'sqs',
    queue: 'campaign-sends',
    batchSize: 1,
    maxConcurrency: 2,
    grants: ['table:read', 'table:write', 'queue:send:campaign-batches', 'queue:send:campaign-sends'],
    timeoutSeconds: 300,
    area: 'campaigns',
  },
  {
    // Mails one batch of recipients at the account's SES rate (lambdas/domain/sending/send-batch.ts).
    id: 'campaignSendBatch',
    handler: 'campaign-send-batch.ts',
    kind: 'sqs',
    queue: 'campaign-batches',
    batchSize: 2,
    maxConcurrency: SEND_WORKER_CONCURRENCY,
    grants: [
      'table:read',
      'table:write',
      'ses:send',
      'ses:account',
      'signing:read',
      'queue:send:campaign-batches',
    ],
    timeoutSeconds: 120,
    area: 'campaigns',
  },
  {
    // SES events (EventBridge rule on the configuration set's events; locally the SES proxy).
    id: 'sesEvents',
    handler: 'ses-events.ts',
    kind: 'ses-events',
    // ses:send: the one email telling the owner that the sending guard paused the account (issue 35).
    grants: ['table:read', 'table:write', 'ses:send'],
    timeoutSeconds: 30,
    area: 'campaigns',
  },
] as const satisfies readonly TriggerDef[];
