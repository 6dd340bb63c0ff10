/**
 * The flow scenarios' own local stack (issue 32): flows, contacts and enrollments seeded through the items
 * modules and enroll() (not the routes), time moved with POST /_local/clock, due steps run as in AWS: the
 * 'flowSweep' schedule hands them to the 'flow-steps' queue, whose consumer runs them; every email lands in
 * the SES stand-in.
 */
import { randomUUID } from 'node:crypto';
import { createDeps } from '../../../lambdas/deps';
import { enroll, type EnrollOutcome } from '../../../lambdas/domain/flows/enroll';
import { newContactItem, putNewContacts } from '../../../lambdas/domain/items/contact';
import { flowWrite, type FlowRecord } from '../../../lambdas/domain/items/flow';
import { getEnrollment } from '../../../lambdas/domain/items/flow-enrollment';
import { putFlowSettings } from '../../../lambdas/domain/items/flow-settings';
import { listStepMarks } from '../../../lambdas/domain/items/flow-step-mark';
import { flowVersionWrite } from '../../../lambdas/domain/items/flow-version';
import { documentFromJson, projectContentWrite } from '../../../lambdas/domain/items/project-content';
import { LOCAL_CLOCK_PATH } from '../../../lambdas/local/clock';
import type { Store } from '../../../lambdas/ports/store';
import {
  flowDefinitionSchema,
  flowSettingsSchema,
  type FlowSettings,
  type Reentry,
} from '../../../shared/contracts/flows';
import { emailDocument, seedAccount, sentMails } from '../../support/sending-data';
import { call } from '../helpers/api';
import { useQueueStack } from '../helpers/queue-stack';

export function useFlowStack() {
  const q = useQueueStack();
  let deps: ReturnType<typeof createDeps> | undefined;
  const store = (): Store => (deps ??= createDeps(q.stack.env)).ports.store;
  const ses = () => q.stack.env.AWS_ENDPOINT_SES as string;
  const now = async () =>
    new Date((await call<{ now: string }>(LOCAL_CLOCK_PATH, { baseUrl: q.baseUrl })).body.now);
  const moveClock = async (minutes: number) => {
    const res = await call<{ now: string }>(LOCAL_CLOCK_PATH, {
      baseUrl: q.baseUrl,
      method: 'POST',
      body: JSON.stringify({ minutes }),
    });
    if (res.status !== 200) throw new Error(`clock: ${res.status}`);
    return new Date(res.body.now);
  };
  /** Moves the clock to `at` (rounded up to the minute) when it is in the future. */
  const moveTo = async (at: Date) => {
    const minutes = Math.ceil((at.getTime() - (await now()).getTime()) / 60_000);
    return minutes > 0 ? moveClock(minutes) : now();
  };
  /** One minute's sweep, and every step it handed over run. */
  const sweep = async () => {
    await q.stack.runSchedule('flowSweep');
    await q.stack.drainQueues();
  };
  /** Every mail the SES stand-in holds for `email`. */
  const mailsTo = async (email: string) =>
    (await sentMails({ store: store(), ses: ses() })).filter((m) => m.destination.to.includes(email));
  return { q, store, ses, now, moveClock, moveTo, sweep, mailsTo };
}
export type FlowStack = ReturnType<typeof useFlowStack>;

/** An account with a verified domain, one email project, and its automation settings (no quiet hours unless given). */
export async function seedShop(
  s: FlowStack,
  options: { tier?: 'free' | 'pro' | 'premium'; settings?: Partial<FlowSettings> } = {},
) {
  const account = await seedAccount({ store: s.store(), ses: s.ses() }, { tier: options.tier ?? 'premium' });
  const projectId = randomUUID();
  const document = documentFromJson(emailDocument('Hello {{first_name|there}}!'));
  if (!document) throw new Error('no document');
  const at = new Date().toISOString();
  await s
    .store()
    .transact([
      projectContentWrite(account.sub, projectId, { document, html: '', version: 1, updatedAt: at }),
    ]);
  const settings = flowSettingsSchema.parse({ quietHours: null, ...options.settings });
  await putFlowSettings(s.store(), account.sub, settings);
  return { accountId: account.sub, projectId };
}

export async function seedContact(
  s: FlowStack,
  accountId: string,
  options: { email?: string; timeZone?: string } = {},
): Promise<{ contactId: string; email: string }> {
  const contactId = randomUUID();
  const email = options.email ?? `${contactId}@example.com`;
  await putNewContacts(s.store(), [
    newContactItem(accountId, {
      contactId,
      email,
      emailHash: contactId.replace(/-/g, ''),
      status: 'subscribed',
      consent: { source: 'manual', at: new Date().toISOString() },
      at: new Date().toISOString(),
      ...(options.timeZone ? { fields: { timeZone: options.timeZone } } : {}),
    }),
  ]);
  return { contactId, email };
}

/** Step builders: an email of the shop's project, a wait in days or hours. */
export const email = (id: string, projectId: string, smartSending = true) => ({
  id,
  type: 'email' as const,
  projectId,
  subject: `Email ${id}`,
  smartSending,
});
export const waitMinutes = (id: string, minutes: number) => ({
  id,
  type: 'wait' as const,
  wait: { kind: 'duration' as const, minutes },
});

/** A live flow of `steps` (version 1). */
export async function seedFlow(
  s: FlowStack,
  accountId: string,
  steps: unknown[],
  reentry: Reentry = { mode: 'once' },
): Promise<FlowRecord> {
  const definition = flowDefinitionSchema.parse({ trigger: { type: 'subscribed' }, steps, reentry });
  const at = new Date().toISOString();
  const flow: FlowRecord = {
    accountId,
    flowId: randomUUID(),
    name: 'Flow',
    status: 'live',
    version: 1,
    wentLive: true,
    definition,
    createdAt: at,
    updatedAt: at,
  };
  await s.store().transact([flowWrite(flow), flowVersionWrite(accountId, flow.flowId, 1, definition, at)]);
  return flow;
}

/** enroll() at the stack's time, as a trigger would. */
export async function enter(
  s: FlowStack,
  flow: FlowRecord,
  contactId: string,
  entryId: string = randomUUID(),
): Promise<EnrollOutcome> {
  const at = await s.now();
  return enroll(
    s.store(),
    { now: () => at },
    {
      accountId: flow.accountId,
      flowId: flow.flowId,
      version: flow.version,
      reentry: flow.definition.reentry,
      firstStepId: flow.definition.steps[0]?.id,
      contactId,
      entryId,
    },
  );
}

export function refOf(outcome: EnrollOutcome) {
  if (!outcome.enrolled) throw new Error(`not enrolled: ${outcome.reason}`);
  const { accountId, flowId, enrollmentId } = outcome.enrollment;
  return { accountId, flowId, enrollmentId };
}

export const enrollmentOf = (s: FlowStack, ref: ReturnType<typeof refOf>) =>
  getEnrollment(s.store(), ref.accountId, ref.flowId, ref.enrollmentId);

/** The step marks' outcomes, in order ('sent', 'waited', 'skipped:smart-sending', ...). */
export const outcomesOf = async (s: FlowStack, ref: ReturnType<typeof refOf>) =>
  (await listStepMarks(s.store(), ref)).map((m) => m.outcome);

export const marksOf = (s: FlowStack, ref: ReturnType<typeof refOf>) => listStepMarks(s.store(), ref);

export const DAY_MIN = 24 * 60;
