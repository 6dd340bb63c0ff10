/** The flow route tests' stack, store, clock and calls (one stack of the file's own: its clock moves). */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { enroll } from '../../../lambdas/domain/flows/enroll';
import { newContactItem, putNewContacts } from '../../../lambdas/domain/items/contact';
import { LOCAL_CLOCK_PATH } from '../../../lambdas/local/clock';
import {
  flowDetailResponseSchema,
  type FlowDetailResponse,
  type FlowStep,
} from '../../../shared/contracts/flows';
import { call, type ApiAnswer } from '../helpers/api';
import type { QueueStack } from '../helpers/queue-stack';

export function flowStackTools(q: QueueStack) {
  let client: DynamoDBClient | undefined;
  let dynamo: DynamoStore | undefined;
  afterAll(() => client?.destroy());
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
  const api = (method: string, path: string, token?: string, body?: unknown) =>
    call(path, {
      baseUrl: q.baseUrl,
      method,
      ...(token ? { token } : {}),
      ...(body === undefined
        ? {}
        : {
            body: typeof body === 'string' ? body : JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          }),
    });
  const stackNow = async () =>
    new Date((await call<{ now: string }>(LOCAL_CLOCK_PATH, { baseUrl: q.baseUrl })).body.now);
  const moveClock = (minutes: number) =>
    call(LOCAL_CLOCK_PATH, { baseUrl: q.baseUrl, method: 'POST', body: JSON.stringify({ minutes }) });
  const sweep = async () => {
    await q.stack.runSchedule('flowSweep');
    await q.stack.drainQueues();
  };

  /** A subscribed contact of the account, put through the store. */
  async function seedContact(accountId: string): Promise<string> {
    const contactId = randomUUID();
    const at = (await stackNow()).toISOString();
    await putNewContacts(store(), [
      newContactItem(accountId, {
        contactId,
        email: `${contactId}@example.com`,
        emailHash: contactId,
        status: 'subscribed',
        consent: { source: 'manual', at },
        at,
      }),
    ]);
    return contactId;
  }

  /** The contact enters the flow on `version` (enroll.ts, as a trigger would), first step `s1`. */
  async function enter(accountId: string, flowId: string, version: number, contactId: string) {
    const now = await stackNow();
    const out = await enroll(
      store(),
      { now: () => now },
      {
        accountId,
        flowId,
        version,
        reentry: { mode: 'once' },
        firstStepId: 's1',
        contactId,
        entryId: 'sub',
      },
    );
    if (!out.enrolled) throw new Error('not enrolled');
    return out.enrollment.enrollmentId;
  }

  return { store, api, stackNow, moveClock, sweep, seedContact, enter };
}

export const tag = (id: string, name: string): FlowStep => ({
  id,
  type: 'update',
  action: 'add-tag',
  tag: name,
});
export const wait = (id: string, minutes: number): FlowStep => ({
  id,
  type: 'wait',
  wait: { kind: 'duration', minutes },
});
/**
 * A flow the tests enter by hand (enter() above): its trigger is an event nobody sends, so the live trigger
 * index never enrolls the contacts these tests seed (a 'subscribed' trigger would, as it should).
 */
export const definitionOf = (steps: FlowStep[]) => ({
  trigger: { type: 'event', eventName: 'Route Test Entry', filters: [] },
  steps,
});

export function detailOf(res: ApiAnswer, status = 200): FlowDetailResponse {
  if (res.status !== status) throw new Error(`${res.status}: ${res.text}`);
  return flowDetailResponseSchema.parse(res.body);
}
