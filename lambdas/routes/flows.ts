/**
 * Automations (issue 32): the minute sweep of due flow steps and the worker that runs them. The HTTP
 * routes of the contract (shared/contracts/flows.ts) come here too.
 */
import { COMMERCE_EVENT_SK_PREFIX, CONTACT_SK_PREFIX, TRACKING_EVENT_SK_PREFIX } from '../table-definition';
import { KB, type RouteDef, type TriggerDef } from './types';

// /api/flows/settings comes before /api/flows/{flowId} so the local matcher (first match) agrees with API
// Gateway (static first). Edits, status changes and deletes touch the flow's enrollments (moves, resume,
// erase), so they get a minute.
export const flowRoutes = [
  {
    id: 'flowList',
    method: 'GET',
    path: '/api/flows',
    handler: 'flow-list.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'campaigns',
  },
  {
    id: 'flowCreate',
    method: 'POST',
    path: '/api/flows',
    handler: 'flow-create.ts',
    auth: 'jwt',
    maxBodyBytes: 64 * KB,
    grants: ['table:read', 'table:write'],
    area: 'campaigns',
  },
  {
    id: 'flowSettingsGet',
    method: 'GET',
    path: '/api/flows/settings',
    handler: 'flow-settings-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'campaigns',
  },
  {
    id: 'flowSettingsPut',
    method: 'PUT',
    path: '/api/flows/settings',
    handler: 'flow-settings-put.ts',
    auth: 'jwt',
    maxBodyBytes: 2 * KB,
    grants: ['table:read', 'table:write'],
    area: 'campaigns',
  },
  {
    id: 'flowGet',
    method: 'GET',
    path: '/api/flows/{flowId}',
    handler: 'flow-get.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'campaigns',
  },
  {
    id: 'flowUpdate',
    method: 'PUT',
    path: '/api/flows/{flowId}',
    handler: 'flow-update.ts',
    auth: 'jwt',
    maxBodyBytes: 64 * KB,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 60,
    area: 'campaigns',
  },
  {
    id: 'flowDelete',
    method: 'DELETE',
    path: '/api/flows/{flowId}',
    handler: 'flow-delete.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 60,
    area: 'campaigns',
  },
  {
    id: 'flowStatus',
    method: 'POST',
    path: '/api/flows/{flowId}/status',
    handler: 'flow-status.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    // queue: a date or win-back flow going live starts its backfill (domain/flows/triggers/backfill.ts)
    grants: ['table:read', 'table:write', 'queue:send:flow-steps'],
    timeoutSeconds: 60,
    area: 'campaigns',
  },
  {
    id: 'flowEmailCreate',
    method: 'POST',
    path: '/api/flows/{flowId}/emails',
    handler: 'flow-email-create.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
    area: 'campaigns',
  },
  {
    id: 'contactFlows',
    method: 'GET',
    path: '/api/contacts/{contactId}/automations',
    handler: 'contact-flows.ts',
    auth: 'jwt',
    maxBodyBytes: 0,
    grants: ['table:read'],
    area: 'campaigns',
  },
] as const satisfies readonly RouteDef[];

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
    // queue: a backfill page hands on the next (domain/flows/triggers/backfill.ts)
    grants: ['table:read', 'table:write', 'ses:send', 'signing:read', 'queue:send:flow-steps'],
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
    // queue: an event wakes the enrollments waiting for it (domain/flows/wake-waiting.ts)
    grants: ['table:read', 'table:write', 'queue:send:flow-steps'],
    timeoutSeconds: 60,
    area: 'campaigns',
  },
] as const satisfies readonly TriggerDef[];

// Prebuilt flows and "Send me this flow" (issue 32; shared/contracts/flows.ts).
export const flowPrebuiltRoutes = [
  // The drafts for the onboarding choices, once per account (lambdas/domain/prebuilt).
  {
    id: 'flowPrebuilt',
    method: 'POST',
    path: '/api/flows/prebuilt',
    handler: 'flow-prebuilt.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 30,
    area: 'campaigns',
  },
  // Every email of the flow to the owner, labelled as a test (lambdas/domain/flows/test-send-flow.ts).
  {
    id: 'flowTestSend',
    method: 'POST',
    path: '/api/flows/{flowId}/test-send',
    handler: 'flow-test-send.ts',
    auth: 'jwt',
    maxBodyBytes: 1 * KB,
    grants: ['table:read', 'table:write', 'ses:send'],
    timeoutSeconds: 30,
    area: 'campaigns',
  },
] as const satisfies readonly RouteDef[];
