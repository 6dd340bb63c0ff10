/** Flows for the builder's tests, built through the contract's schemas (shared/contracts/flows.ts). */
import {
  flowDetailResponseSchema,
  flowStepSchema,
  type FlowDetailResponse,
  type FlowStep,
} from '../../../shared/contracts/flows';

export const email = (id: string, subject = `Email ${id}`): FlowStep =>
  flowStepSchema.parse({ id, type: 'email', projectId: `p-${id}`, subject, smartSending: true });
export const wait = (id: string, minutes = 60): FlowStep =>
  flowStepSchema.parse({ id, type: 'wait', wait: { kind: 'duration', minutes } });
export const condition = (id: string, yes: FlowStep[] = [], no: FlowStep[] = []): FlowStep =>
  flowStepSchema.parse({
    id,
    type: 'condition',
    condition: { type: 'tag', tag: 'vip', has: true },
    yes,
    no,
  });
export const waitForEvent = (id: string, happened: FlowStep[] = [], timedOut: FlowStep[] = []): FlowStep =>
  flowStepSchema.parse({
    id,
    type: 'wait-for-event',
    eventName: 'Placed Order',
    filters: [],
    timeoutMinutes: 1440,
    happened,
    timedOut,
  });

const stats = { waiting: 0, sent: 0, skipped: {}, held: {}, clicks: 0 };

/** A welcome flow: email a, wait w, condition c (yes: email y; no: email n), email z. */
export function detail(change: Partial<FlowDetailResponse> = {}): FlowDetailResponse {
  return flowDetailResponseSchema.parse({
    flowId: 'f1',
    name: 'Welcome series',
    status: 'draft',
    version: 3,
    definition: {
      trigger: { type: 'subscribed' },
      steps: [
        email('a', 'Welcome!'),
        wait('w', 2880),
        condition('c', [email('y')], [email('n')]),
        email('z'),
      ],
    },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    stats: {
      inFlow: 12,
      entered: 1234,
      completed: 1000,
      exited: { 'exit-event': 3, unsubscribed: 1 },
      emailsSent: 2500,
      clicks: 310,
      conversions: 42,
      revenueMinor: 123456,
    },
    stepStats: {
      a: { ...stats, sent: 1200, clicks: 90 },
      w: { ...stats, waiting: 7 },
      y: { ...stats, waiting: 2 },
    },
    versions: [
      { version: 3, inFlow: 9 },
      { version: 2, inFlow: 3 },
    ],
    ...change,
  });
}
