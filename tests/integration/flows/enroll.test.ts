import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { enroll, type EnrollInput } from '../../../lambdas/domain/flows/enroll';
import {
  advanceEnrollmentWrite,
  contactEnrollments,
  dueEnrollmentsPage,
  dueShard,
  getEnrollment,
} from '../../../lambdas/domain/items/flow-enrollment';
import { stepMarkWrite, listStepMarks } from '../../../lambdas/domain/items/flow-step-mark';
import type { Reentry } from '../../../shared/contracts/flows';
import { ConditionFailedError } from '../../../lambdas/ports/store';

const { env } = inject('stack');
const client = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const store = new DynamoStore(client, env.TABLE_NAME as string);
afterAll(() => client.destroy());

const at = (iso: string) => ({ now: () => new Date(iso) });
const input = (reentry: Reentry, contactId: string, entryId: string): EnrollInput => ({
  accountId: 'acct-' + contactId,
  flowId: 'flow-1',
  version: 1,
  reentry,
  firstStepId: 's1',
  contactId,
  entryId,
});

describe('flow enrollments in DynamoDB Local (issue 32)', () => {
  it('enrolls once per trigger id, however often the trigger is delivered', async () => {
    const contactId = randomUUID();
    const clock = at('2026-11-29T10:00:00.000Z');
    const first = await enroll(store, clock, input({ mode: 'every-time' }, contactId, 'evt-1'));
    const again = await enroll(store, clock, input({ mode: 'every-time' }, contactId, 'evt-1'));
    expect(first.enrolled).toBe(true);
    expect(again).toEqual({ enrolled: false, reason: 'duplicate' });
    const next = await enroll(store, clock, input({ mode: 'every-time' }, contactId, 'evt-2'));
    expect(next.enrolled).toBe(true);
    expect(await contactEnrollments(store, 'acct-' + contactId, contactId)).toHaveLength(2);
  });

  it('keeps each re-entry rule: once, after N days', async () => {
    const once = randomUUID();
    expect(
      (await enroll(store, at('2026-11-01T00:00:00Z'), input({ mode: 'once' }, once, 'a'))).enrolled,
    ).toBe(true);
    expect(await enroll(store, at('2027-11-01T00:00:00Z'), input({ mode: 'once' }, once, 'b'))).toEqual({
      enrolled: false,
      reason: 'reentry',
    });
    const later = randomUUID();
    const rule: Reentry = { mode: 'after-days', days: 14 };
    expect((await enroll(store, at('2026-11-01T00:00:00Z'), input(rule, later, 'a'))).enrolled).toBe(true);
    expect((await enroll(store, at('2026-11-14T23:59:00Z'), input(rule, later, 'b'))).enrolled).toBe(false);
    expect((await enroll(store, at('2026-11-15T00:00:00Z'), input(rule, later, 'c'))).enrolled).toBe(true);
    expect((await enroll(store, at('2026-11-20T00:00:00Z'), input(rule, later, 'd'))).enrolled).toBe(false);
  });

  it('finds a waiting enrollment in its due bucket, and a step advances it at most once', async () => {
    const contactId = randomUUID();
    const accountId = 'acct-' + contactId;
    const outcome = await enroll(
      store,
      at('2026-11-29T10:30:00.000Z'),
      input({ mode: 'once' }, contactId, 'e'),
    );
    if (!outcome.enrolled) throw new Error('not enrolled');
    const { enrollmentId } = outcome.enrollment;
    const bucket = { hourIso: '2026-11-29T10', shard: dueShard(enrollmentId) };
    const due = await dueEnrollmentsPage(
      store,
      bucket,
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T10:30:00.000Z',
    );
    expect(due.due.map((d) => d.enrollmentId)).toContain(enrollmentId);
    const before = await dueEnrollmentsPage(
      store,
      bucket,
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T10:29:59.999Z',
    );
    expect(before.due.map((d) => d.enrollmentId)).not.toContain(enrollmentId);

    const next = { ...outcome.enrollment, seq: 1, stepId: null, dueAt: undefined, endedBy: 'completed' };
    const key = { accountId, flowId: 'flow-1', enrollmentId };
    const step = () =>
      store.transact([
        stepMarkWrite(key, { seq: 0, stepId: 's1', outcome: 'tagged', at: '2026-11-29T10:31:00.000Z' }),
        advanceEnrollmentWrite(next, 0),
      ]);
    await step();
    await expect(step()).rejects.toBeInstanceOf(ConditionFailedError);
    expect(await listStepMarks(store, key)).toHaveLength(1);
    expect((await getEnrollment(store, accountId, 'flow-1', enrollmentId))?.endedBy).toBe('completed');
    const after = await dueEnrollmentsPage(
      store,
      bucket,
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T10:59:00.000Z',
    );
    expect(after.due.map((d) => d.enrollmentId)).not.toContain(enrollmentId);
  });
});
