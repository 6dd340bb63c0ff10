import * as z from 'zod';

/**
 * Automations (issue 32; docs/product.md › Automations): a flow is a trigger plus a tree of steps, with the
 * guard rails a shop expects (filters re-checked before each email, exit events, re-entry, smart sending,
 * quiet hours). This file is the definition's one schema: the API parses with it, the builder edits it,
 * the engine (lambdas/domain/flows/) walks it. Each save of a live flow is a new version; enrollments keep
 * the version they entered with.
 */

export const FLOW_NAME_MAX = 100;
export const FLOW_STEPS_MAX = 60;
export const FLOW_DEPTH_MAX = 6;
export const WAIT_MINUTES_MIN = 1;
/** 90 days. */
export const WAIT_MINUTES_MAX = 90 * 24 * 60;
export const SMART_SENDING_HOURS_DEFAULT = 16;
export const QUIET_HOURS_DEFAULT = { start: '21:00', end: '08:00' } as const;

export const flowStatuses = ['draft', 'live', 'paused', 'archived'] as const;
export type FlowStatus = (typeof flowStatuses)[number];
export const flowStatusSchema = z.enum(flowStatuses);

const id = z.string().min(1, 'id is required').max(64, 'id is too long');
const name = (what: string, max = 100) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} is longer than ${max} characters`);
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time of day such as 09:00');
const eventName = name('Event name', 100);
const tag = name('Tag', 50);
const field = name('Field', 64);

/** A test on an event's property (`Placed Order` value more than 50). */
export const propertyFilterSchema = z.object({
  property: name('Property', 64),
  op: z.enum(['equals', 'not-equals', 'more-than', 'less-than', 'contains']),
  value: z.union([z.string().max(200), z.number().finite()]),
});
export type PropertyFilter = z.infer<typeof propertyFilterSchema>;
const filters = z.array(propertyFilterSchema).max(5, 'At most 5 property filters').default([]);

/** A condition on the contact, used by condition splits and the flow's filters. */
export const flowConditionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('property'),
    field,
    op: z.enum(['is', 'is-not', 'more-than', 'less-than', 'contains', 'is-set', 'is-not-set']),
    value: z.union([z.string().max(200), z.number().finite()]).optional(),
  }),
  z.object({ type: z.literal('tag'), tag, has: z.boolean() }),
  z.object({
    type: z.literal('event'),
    eventName,
    happened: z.boolean(),
    /** Since the contact entered this flow, or in the last N days. */
    within: z.union([
      z.object({ since: z.literal('entered') }),
      z.object({ days: z.number().int().min(1).max(365) }),
    ]),
    filters,
  }),
]);
export type FlowCondition = z.infer<typeof flowConditionSchema>;

export const flowTriggerSchema = z.discriminatedUnion('type', [
  /** After double opt-in where it applies. Imports are off by default (10,000 imported people get no welcome). */
  z.object({
    type: z.literal('subscribed'),
    sources: z
      .array(z.enum(['form', 'manual', 'import', 'api']))
      .min(1, 'Choose at least one way people subscribe')
      .default(['form', 'manual', 'api']),
  }),
  z.object({ type: z.literal('tag-added'), tag }),
  z.object({ type: z.literal('event'), eventName, filters }),
  /** Yearly on a date field (birthday), N days before (negative) or after, at a time of day. */
  z.object({
    type: z.literal('date-property'),
    field,
    offsetDays: z.number().int().min(-30).max(30),
    at: timeOfDay,
  }),
  /** No event of a kind for N days (win-back: 90 days after the last Placed Order). */
  z.object({ type: z.literal('no-event'), eventName, days: z.number().int().min(1).max(730) }),
]);
export type FlowTrigger = z.infer<typeof flowTriggerSchema>;

export const waitSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('duration'),
    minutes: z
      .number()
      .int()
      .min(WAIT_MINUTES_MIN, 'A wait is at least a minute')
      .max(WAIT_MINUTES_MAX, 'A wait is at most 90 days'),
  }),
  /** Until the next time of day in the contact's zone (the account's zone when unknown). */
  z.object({ kind: z.literal('time-of-day'), at: timeOfDay }),
  /** Until a date field's day this year, shifted by offsetDays, at a time of day. */
  z.object({
    kind: z.literal('date-property'),
    field,
    offsetDays: z.number().int().min(-30).max(30),
    at: timeOfDay,
  }),
]);
export type Wait = z.infer<typeof waitSchema>;

/** The steps of a flow, a tree: branches hold their own step lists. */
export type FlowStep =
  | { id: string; type: 'email'; projectId: string; subject: string; smartSending: boolean }
  | { id: string; type: 'wait'; wait: Wait }
  | {
      id: string;
      type: 'wait-for-event';
      eventName: string;
      filters: PropertyFilter[];
      timeoutMinutes: number;
      happened: FlowStep[];
      timedOut: FlowStep[];
    }
  | { id: string; type: 'condition'; condition: FlowCondition; yes: FlowStep[]; no: FlowStep[] }
  | { id: string; type: 'update'; action: 'add-tag' | 'remove-tag'; tag: string }
  | { id: string; type: 'exit' };
export type FlowStepType = FlowStep['type'];

const stepList: z.ZodType<FlowStep[]> = z.lazy(() =>
  z.array(flowStepSchema).max(FLOW_STEPS_MAX, `A flow has at most ${FLOW_STEPS_MAX} steps`),
);

export const flowStepSchema: z.ZodType<FlowStep> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      id,
      type: z.literal('email'),
      projectId: id,
      subject: name('Subject', 200),
      smartSending: z.boolean(),
    }),
    z.object({ id, type: z.literal('wait'), wait: waitSchema }),
    z.object({
      id,
      type: z.literal('wait-for-event'),
      eventName,
      filters: z.array(propertyFilterSchema).max(5),
      timeoutMinutes: z.number().int().min(WAIT_MINUTES_MIN).max(WAIT_MINUTES_MAX),
      happened: stepList,
      timedOut: stepList,
    }),
    z.object({
      id,
      type: z.literal('condition'),
      condition: flowConditionSchema,
      yes: stepList,
      no: stepList,
    }),
    z.object({ id, type: z.literal('update'), action: z.enum(['add-tag', 'remove-tag']), tag }),
    z.object({ id, type: z.literal('exit') }),
  ]),
);

export const reentrySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('once') }),
  z.object({ mode: z.literal('every-time') }),
  z.object({ mode: z.literal('after-days'), days: z.number().int().min(1).max(365) }),
]);
export type Reentry = z.infer<typeof reentrySchema>;

/** What the owner edits: everything that makes a version. */
export const flowDefinitionSchema = z.object({
  trigger: flowTriggerSchema,
  steps: stepList,
  /** Re-checked before every email; who no longer qualifies is skipped and counted. */
  filters: z.array(flowConditionSchema).max(5, 'At most 5 flow filters').default([]),
  /** Any of these events ends the contact's enrollment at once (Placed Order ends abandonment flows). */
  exitEvents: z.array(eventName).max(5).default([]),
  reentry: reentrySchema.default({ mode: 'once' }),
});
export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;

/** A flow as the API answers it. */
export const flowSchema = z.object({
  flowId: z.string(),
  name: name('Flow name', FLOW_NAME_MAX),
  status: flowStatusSchema,
  /** The onboarding email type it was prebuilt from (shared/onboarding/email-types.ts), if any. */
  emailType: z.string().optional(),
  version: z.number().int().min(1),
  definition: flowDefinitionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Flow = z.infer<typeof flowSchema>;

/** Account-wide rails for automated mail (Automations › Settings). */
export const flowSettingsSchema = z.object({
  smartSendingHours: z.number().int().min(0).max(72).default(SMART_SENDING_HOURS_DEFAULT),
  quietHours: z
    .object({ start: timeOfDay, end: timeOfDay })
    .nullable()
    .default({ ...QUIET_HOURS_DEFAULT }),
  /** IANA zone used when a contact's zone is unknown. */
  timeZone: z.string().min(1).max(64).default('UTC'),
});
export type FlowSettings = z.infer<typeof flowSettingsSchema>;

/** Why an enrollment ended or an email was not sent (counted per step and per flow). */
export const flowExitReasons = [
  'completed',
  'exit-event',
  'exit-step',
  'unsubscribed',
  'filtered',
  'flow-archived',
  'step-removed',
] as const;
export type FlowExitReason = (typeof flowExitReasons)[number];

export const flowEmailSkipReasons = ['smart-sending', 'filtered', 'not-subscribed'] as const;
export type FlowEmailSkipReason = (typeof flowEmailSkipReasons)[number];

/*
 * Routes (lambdas/routes/flows.ts); every one answers only the caller's own flows, anything else is
 * 404 'Flow not found.':
 *   GET    /api/flows                              -> flowListResponse (prebuilt drafts included once made)
 *   POST   /api/flows              createFlowBody  -> 201 flowDetailResponse
 *   POST   /api/flows/prebuilt                     -> { created } drafts for the onboarding choices (idempotent)
 *   GET    /api/flows/{flowId}                     -> flowDetailResponse
 *   PUT    /api/flows/{flowId}     updateFlowBody  -> flowDetailResponse (409 when expectedVersion is stale;
 *                                                    a live flow's edit is a new version)
 *   POST   /api/flows/{flowId}/status flowStatusBody -> flowDetailResponse (live runs the campaign checks on
 *                                                    its emails: 422 with the problems)
 *   DELETE /api/flows/{flowId}                     -> { deleted: true } (draft or archived only)
 *   POST   /api/flows/{flowId}/test-send           -> { sent } every email, in order, to the owner, as a test
 *   POST   /api/flows/{flowId}/emails  createProjectBody -> 201 projectResponse: a new email for the flow's
 *                                                    steps, a flow email (not counted against the plan's projects)
 *   GET    /api/flows/settings | PUT flowSettings  -> flowSettings
 *   GET    /api/contacts/{contactId}/automations         -> contactFlowsResponse
 */

const count = z.number().int().min(0);

/** A step's numbers: who waits there, and what its email did. */
export const flowStepStatsSchema = z.object({
  waiting: count,
  sent: count,
  skipped: z.record(z.string(), count),
  /** Held for the monthly allowance or quiet hours (they go out later, never lost). */
  held: z.record(z.string(), count),
  clicks: count,
});
export type FlowStepStats = z.infer<typeof flowStepStatsSchema>;

export const flowStatsSchema = z.object({
  inFlow: count,
  entered: count,
  completed: count,
  exited: z.record(z.string(), count),
  emailsSent: count,
  clicks: count,
  conversions: count,
  revenueMinor: count,
});
export type FlowStats = z.infer<typeof flowStatsSchema>;

export const flowSummarySchema = flowSchema.extend({
  stats: flowStatsSchema,
  /** Set when the trigger needs data the shop does not send yet: what is missing and how to send it. */
  needsData: z.string().optional(),
});
export type FlowSummary = z.infer<typeof flowSummarySchema>;
export const flowListResponseSchema = z.object({ flows: z.array(flowSummarySchema) });
export type FlowListResponse = z.infer<typeof flowListResponseSchema>;

export const flowDetailResponseSchema = flowSummarySchema.extend({
  stepStats: z.record(z.string(), flowStepStatsSchema),
  /** How many people are in each version still running. */
  versions: z.array(z.object({ version: z.number().int().min(1), inFlow: count })),
});
export type FlowDetailResponse = z.infer<typeof flowDetailResponseSchema>;

export const createFlowBodySchema = z
  .object({ name: name('Flow name', FLOW_NAME_MAX), definition: flowDefinitionSchema })
  .strict();
export type CreateFlowBody = z.infer<typeof createFlowBodySchema>;

export const updateFlowBodySchema = z
  .object({
    name: name('Flow name', FLOW_NAME_MAX),
    definition: flowDefinitionSchema,
    expectedVersion: z.number().int().min(1),
    /** Where people waiting at a removed step go: another step's id, or 'exit'. */
    moves: z.record(id, z.union([id, z.literal('exit')])).default({}),
  })
  .strict();
export type UpdateFlowBody = z.infer<typeof updateFlowBodySchema>;

export const flowStatusBodySchema = z.object({ status: z.enum(['live', 'paused', 'archived']) }).strict();
export type FlowStatusBody = z.infer<typeof flowStatusBodySchema>;

export const contactFlowsResponseSchema = z.object({
  flows: z.array(
    z.object({
      flowId: z.string(),
      name: z.string(),
      version: z.number().int(),
      /** The step the contact waits at, or null once finished. */
      stepId: z.string().nullable(),
      enteredAt: z.string(),
      /** When their next step falls due, if waiting. */
      dueAt: z.string().optional(),
      endedBy: z.string().optional(),
    }),
  ),
});
export type ContactFlowsResponse = z.infer<typeof contactFlowsResponseSchema>;

/** The path's flow id (route params); anything else cannot name a flow and answers 404 like a missing one. */
export const flowParamsSchema = z.object({ flowId: z.string().min(1).max(64) });

/** POST /api/flows/prebuilt answers `{ created }`: a count, or the flows made (shared by the route and the SPA). */
export const prebuiltResponseSchema = z.object({ created: z.union([z.number(), z.array(z.unknown())]) });
export type PrebuiltResponse = z.infer<typeof prebuiltResponseSchema>;

/** POST /api/flows/{flowId}/test-send answers how many emails went out. */
export const testSendResponseSchema = z.object({ sent: z.number().int().min(0) });
export type TestSendResponse = z.infer<typeof testSendResponseSchema>;

export const deleteFlowResponseSchema = z.object({ deleted: z.literal(true), flowId: z.string() });

/** The flow routes' sentences (404, 409, the go-live refusal). */
export const flowMessages = {
  notFound: 'Flow not found.',
  versionConflict:
    'This flow was saved somewhere else since you opened it. Reload it to see the newest version.',
  notReady: 'The flow cannot go live yet.',
  deleteLive: 'Only draft and archived flows can be deleted. Archive the flow first.',
  archived: 'This flow is archived. Archived flows cannot change any more.',
  badMove: 'Choose where the people waiting at a removed step go: a step of the flow, or exit.',
  noEmails: 'Add at least one email step before the flow goes live.',
} as const;
