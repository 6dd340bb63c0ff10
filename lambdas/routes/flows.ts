/**
 * Automations (issue 32): the minute sweep of due flow steps and the worker that runs them. The HTTP
 * routes of the contract (shared/contracts/flows.ts) come here too.
 */
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
] as const satisfies readonly TriggerDef[];
