/**
 * The AWS schedules adapter (EventBridge Scheduler), wired from the environment as a deployed function is
 * (STAGE=aws), driving the real @aws-sdk/client-scheduler against a loopback Scheduler (tests/support):
 * AWS itself is outside this machine's reach, so the server stands in for it and records what was asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_LEAD_MS } from '../../../lambdas/adapters/aws/scheduler-schedules';
import { InvalidScheduleError } from '../../../lambdas/ports/schedules';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { startSchedulerServer, type LoopbackScheduler } from '../../support/scheduler-server';

let server: LoopbackScheduler;
const ROLE = 'arn:aws:iam::123456789012:role/jm-scheduler';
const GROUP = 'JungleMail-test-schedules';

beforeAll(async () => {
  server = await startSchedulerServer();
  // The SDK signs every request: any static key pair will do for the loopback server.
  process.env.AWS_ACCESS_KEY_ID = 'AKIDLOOPBACK';
  process.env.AWS_SECRET_ACCESS_KEY = 'loopback';
});
afterAll(async () => {
  await server?.stop();
});

const schedules = () =>
  createFullDeps({
    STAGE: 'aws',
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 't',
    ASSETS_BUCKET: 'b',
    ASSETS_PUBLIC_BASE: 'https://example.com/assets',
    USER_POOL_ID: 'us-east-1_x',
    AWS_ENDPOINT_SCHEDULER: server.endpoint,
    SCHEDULER_ROLE_ARN: ROLE,
    SCHEDULE_GROUP: GROUP,
    QUEUE_URL_CAMPAIGN_BATCHES: 'https://sqs.us-east-1.amazonaws.com/123456789012/jm-CampaignBatches',
  }).ports.schedules;

describe('schedules on EventBridge Scheduler', () => {
  it('creates a one-time at() schedule in our group whose target is the queue', async () => {
    const when = new Date(Date.now() + 3_600_000);
    await schedules().at('campaign-abc', when.toISOString(), {
      queue: 'campaign-batches',
      body: { campaignId: 'abc', page: 0 },
    });
    const request = server.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', name: 'campaign-abc' });
    expect(request.body).toMatchObject({
      GroupName: GROUP,
      ScheduleExpression: `at(${when.toISOString().slice(0, 19)})`,
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: 'arn:aws:sqs:us-east-1:123456789012:jm-CampaignBatches',
        RoleArn: ROLE,
        Input: JSON.stringify({ campaignId: 'abc', page: 0 }),
      },
    });
  });

  it('replaces a schedule of the same id (CreateSchedule conflicts, UpdateSchedule follows)', async () => {
    const later = new Date(Date.now() + 7_200_000);
    await schedules().at('campaign-abc', later.toISOString(), { queue: 'campaign-batches', body: { v: 2 } });
    expect(server.requests.slice(-2).map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(server.schedules.get(`${GROUP}/campaign-abc`)).toMatchObject({
      ScheduleExpression: `at(${later.toISOString().slice(0, 19)})`,
      Target: { Input: '{"v":2}' },
    });
  });

  it('schedules a time already passed a minute ahead (at() in the past would never fire)', async () => {
    const before = Date.now();
    await schedules().at('campaign-past', new Date(before - 60_000).toISOString(), {
      queue: 'campaign-batches',
      body: {},
    });
    const expression = String(server.requests.at(-1)!.body!.ScheduleExpression);
    const at = Date.parse(`${/^at\((.+)\)$/.exec(expression)![1]}Z`);
    expect(at).toBeGreaterThanOrEqual(Math.floor((before + MIN_LEAD_MS) / 1000) * 1000);
  });

  it('cancels by id in our group; an unknown id is not an error', async () => {
    await schedules().cancel('campaign-abc');
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', name: 'campaign-abc' });
    expect(server.requests.at(-1)!.query.get('groupName')).toBe(GROUP);
    expect(server.schedules.has(`${GROUP}/campaign-abc`)).toBe(false);
    await expect(schedules().cancel('campaign-abc')).resolves.toBeUndefined();
  });

  it('refuses a bad id or time before calling AWS', async () => {
    const count = server.requests.length;
    await expect(
      schedules().at('has space', new Date().toISOString(), { queue: 'campaign-batches', body: {} }),
    ).rejects.toBeInstanceOf(InvalidScheduleError);
    await expect(
      schedules().at('ok', 'not a time', { queue: 'campaign-batches', body: {} }),
    ).rejects.toBeInstanceOf(InvalidScheduleError);
    expect(server.requests.length).toBe(count);
  });
});
