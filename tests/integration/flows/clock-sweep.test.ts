import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { enroll } from '../../../lambdas/domain/flows/enroll';
import { getContact, newContactItem, putNewContacts } from '../../../lambdas/domain/items/contact';
import { flowWrite, type FlowRecord } from '../../../lambdas/domain/items/flow';
import { getEnrollment } from '../../../lambdas/domain/items/flow-enrollment';
import { listStepMarks } from '../../../lambdas/domain/items/flow-step-mark';
import { flowVersionWrite } from '../../../lambdas/domain/items/flow-version';
import { LOCAL_CLOCK_PATH } from '../../../lambdas/local/clock';
import { routes } from '../../../lambdas/routes';
import { flowDefinitionSchema } from '../../../shared/contracts/flows';
import { call } from '../helpers/api';
import { useQueueStack } from '../helpers/queue-stack';

const q = useQueueStack();
let client: DynamoDBClient | undefined;
let dynamo: DynamoStore | undefined;
const store = () => {
  const { env } = q.stack;
  client ??= new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  dynamo ??= new DynamoStore(client, env.TABLE_NAME as string);
  return dynamo;
};
afterAll(() => client?.destroy());
const moveClock = (minutes: number) =>
  call<{ now: string }>(LOCAL_CLOCK_PATH, {
    baseUrl: q.baseUrl,
    method: 'POST',
    body: JSON.stringify({ minutes }),
  });
const stackNow = async () =>
  new Date((await call<{ now: string }>(LOCAL_CLOCK_PATH, { baseUrl: q.baseUrl })).body.now);
const sweep = async () => {
  await q.stack.runSchedule('flowSweep');
  await q.stack.drainQueues();
};

/** A live flow: tag 'welcomed', wait two days, tag 'followed-up'. */
async function seedFlow(accountId: string, at: string): Promise<FlowRecord> {
  const definition = flowDefinitionSchema.parse({
    trigger: { type: 'subscribed' },
    steps: [
      { id: 's1', type: 'update', action: 'add-tag', tag: 'welcomed' },
      { id: 's2', type: 'wait', wait: { kind: 'duration', minutes: 2 * 24 * 60 } },
      { id: 's3', type: 'update', action: 'add-tag', tag: 'followed-up' },
    ],
  });
  const flow: FlowRecord = {
    accountId,
    flowId: randomUUID(),
    name: 'Welcome',
    status: 'live',
    version: 1,
    wentLive: true,
    definition,
    createdAt: at,
    updatedAt: at,
  };
  await store().transact([flowWrite(flow), flowVersionWrite(accountId, flow.flowId, 1, definition, at)]);
  return flow;
}

describe('the local clock and the due-step sweep (issue 32)', () => {
  it('runs a two-day wait in seconds: the sweep hands due steps to the worker, each step once', async () => {
    const accountId = randomUUID();
    const contactId = randomUUID();
    const now = await stackNow();
    await putNewContacts(store(), [
      newContactItem(accountId, {
        contactId,
        email: `${contactId}@example.com`,
        emailHash: contactId,
        status: 'subscribed',
        consent: { source: 'manual', at: now.toISOString() },
        at: now.toISOString(),
      }),
    ]);
    const flow = await seedFlow(accountId, now.toISOString());
    const entered = await enroll(
      store(),
      { now: () => now },
      {
        accountId,
        flowId: flow.flowId,
        version: 1,
        reentry: { mode: 'once' },
        firstStepId: 's1',
        contactId,
        entryId: 'sub-1',
      },
    );
    if (!entered.enrolled) throw new Error('not enrolled');
    const ref = { accountId, flowId: flow.flowId, enrollmentId: entered.enrollment.enrollmentId };

    await sweep();
    expect((await getContact(store(), accountId, contactId))?.tags).toEqual(['welcomed']);
    const waiting = await getEnrollment(store(), accountId, flow.flowId, ref.enrollmentId);
    expect(waiting).toMatchObject({ stepId: 's3', seq: 2 });
    expect(Date.parse(waiting!.dueAt!) - Date.parse(now.toISOString())).toBeGreaterThanOrEqual(
      2 * 86_400_000,
    );

    expect((await moveClock(24 * 60)).status).toBe(200);
    await sweep();
    await sweep(); // a second sweep of the same minutes hands nothing new, runs nothing twice
    expect((await getContact(store(), accountId, contactId))?.tags).toEqual(['welcomed']);

    await moveClock(24 * 60 + 2);
    await sweep();
    expect((await getContact(store(), accountId, contactId))?.tags).toEqual(['welcomed', 'followed-up']);
    expect(await getEnrollment(store(), accountId, flow.flowId, ref.enrollmentId)).toMatchObject({
      stepId: null,
      endedBy: 'completed',
    });
    expect((await listStepMarks(store(), ref)).map((m) => m.outcome)).toEqual(['tagged', 'waited', 'tagged']);
  }, 60_000);

  it('refuses bad input on /_local/clock and never moves the clock back; the AWS build has no such route', async () => {
    const before = await stackNow();
    const post = (body: string) => call(LOCAL_CLOCK_PATH, { baseUrl: q.baseUrl, method: 'POST', body });
    expect((await post('{"minutes":')).status).toBe(400);
    expect((await post(JSON.stringify({ minutes: -5 }))).status).toBe(400);
    expect((await post(JSON.stringify({ minutes: 1, extra: true }))).status).toBe(400);
    expect((await post(JSON.stringify({ minutes: 1, pad: 'x'.repeat(2000) }))).status).toBe(413);
    const after = await stackNow();
    expect(after.getTime() - before.getTime()).toBeLessThan(60_000);
    expect(routes.map((r) => r.path)).not.toContain(LOCAL_CLOCK_PATH);
    expect(routes.some((r) => r.path.includes('clock'))).toBe(false);
  });
});
