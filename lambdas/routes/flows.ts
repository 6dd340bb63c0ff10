/**
 * Automations (issue 32): the minute sweep of due flow steps and the worker that runs them. The HTTP
 * routes of the contract (shared/contracts/flows.ts) come here too.
 */
import { COMMERCE_EVENT_SK_PREFIX, CONTACT_SK_PREFIX, TRACKING_EVENT_SK_PREFIX } from '../table-definition';
import type { TriggerDef } from './types';

export const flowTriggers = [
  // Every minute: the due index's buckets since the last sweep -> 'flow-steps' (lambdas/domain/flows/sweep.ts).
  {
    id: 'flowSweep',
    handler: 'flow-sweep.ts',
    kind: 'schedule',
    schedule: 'rate(1 minute)',
    grants: ['table:read', 'table:write', 'queue:send:flow-steps'],
    timeoutSeconds: 60,
    area: 'campaigns',
  },
  // Runs each due enrollment's step(s) (lambdas/domain/flows/run-step.ts); emails through the campaign path.
  {
    id: 'flowSteps',
    handler: 'flow-steps.ts',
    kind: 'sqs',
    queue: 'flow-steps',
    batchSize: 10,
    maxConcurrency: 2,
    grants: ['table:read', 'table:write', 'ses:send', 'signing:read'],
    timeoutSeconds: 120,
    area: 'campaigns',
  },
  // Flow triggers (f3): new tracking and commerce events, contacts' changes (with their old image) -> the
  // flows they enter or end, through the trigger index of live flows (lambdas/domain/flows/triggers/).
  {
    id: 'flowTriggers',
    handler: 'flow-triggers.ts',
    kind: 'dynamodb-stream',
    stream: {
      skPrefix: TRACKING_EVENT_SK_PREFIX,
      batchSize: 100,
      also: [{ skPrefix: COMMERCE_EVENT_SK_PREFIX }, { skPrefix: CONTACT_SK_PREFIX, modify: true }],
    },
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 60,
    area: 'campaigns',
  },
] as const satisfies readonly TriggerDef[];
