/**
 * Issues 20/21: the queues of lambdas/routes/queues.ts in CDK (each with a dead letter queue, encrypted,
 * TLS-only, visibility timeout six times its consumer's), the `sqs` triggers' event source mappings
 * (ReportBatchItemFailures, batch size, maximum concurrency), the queue grants and variables, the
 * scheduler's role and group, and an alarm on every dead letter queue. The route table has no consumer
 * yet, so a variant stack adds one.
 */
import type { CfnElement } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues, routes, triggers, type RouteDef, type TriggerDef } from '../../lambdas/routes';
import {
  actionsOfRole,
  nagFindings,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  type CfnResource,
  type Synthesized,
} from './synth';

const consumer: TriggerDef = {
  id: 'importRun',
  handler: 'health.ts',
  kind: 'sqs',
  queue: 'imports',
  batchSize: 1,
  maxConcurrency: 5,
  timeoutSeconds: 120,
  grants: ['table:write', 'queue:send:campaign-sends'],
};
// Not the route table's campaignSchedule (an area route): a producer in the main stack, read from s.json.
const producer: RouteDef = {
  id: 'queueProducer',
  method: 'POST',
  path: '/api/test/queue-producer',
  handler: 'health.ts',
  auth: 'jwt',
  maxBodyBytes: 1024,
  grants: ['table:write', 'queue:send:campaign-batches', 'schedules:write'],
};

let s: Synthesized;
beforeAll(() => {
  // The route table's own queue consumers are left out: the fake one is the only consumer here.
  s = synth({
    routes: [...routes, producer],
    triggers: [...(triggers as readonly TriggerDef[]).filter((t) => t.kind !== 'sqs'), consumer],
  });
});
afterAll(removeTempDirs);

const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  s.stack.resolve((construct.node.defaultChild as CfnElement).logicalId) as string;
const fnIdOf = (id: string) => logicalId(s.stack.triggerFunctions.get(id) ?? s.stack.api.functions.get(id)!);

describe('queues of background work', () => {
  it('makes every queue of lambdas/routes/queues.ts with its own dead letter queue after maxReceiveCount', () => {
    for (const def of queues) {
      const queue = s.json.Resources[logicalId(s.stack.queues.queues.get(def.name)!)]!.Properties!;
      const dlqId = logicalId(s.stack.queues.deadLetterQueues.get(def.name)!);
      expect(queue.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: def.maxReceiveCount,
      });
      for (const props of [queue, s.json.Resources[dlqId]!.Properties!]) {
        expect(props.SqsManagedSseEnabled).toBe(true);
        expect(props.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      }
    }
  });

  it('refuses every request without TLS on every queue', () => {
    const all = [...s.stack.queues.queues.values(), ...s.stack.queues.deadLetterQueues.values()].map(
      logicalId,
    );
    const policies = resourcesOf(s.json, 'AWS::SQS::QueuePolicy').map(([, p]) => p.Properties!);
    for (const id of all) {
      const policy = policies.find((p) => (p.Queues as unknown[]).some((q) => refId(q) === id));
      expect(JSON.stringify(policy?.PolicyDocument), id).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('sets the visibility timeout to six times the consumer timeout (of the default 10 s when no consumer yet)', () => {
    const props = (name: 'imports' | 'campaign-sends') =>
      s.json.Resources[logicalId(s.stack.queues.queues.get(name)!)]!.Properties!;
    expect(props('imports').VisibilityTimeout).toBe(6 * 120);
    expect(props('campaign-sends').VisibilityTimeout).toBe(6 * 10);
  });

  it('consumes an sqs trigger’s queue with ReportBatchItemFailures, its batch size and maximum concurrency', () => {
    // Queue mappings only (the analytics stream trigger has a DynamoDB stream mapping).
    const mappings = resourcesOf(s.json, 'AWS::Lambda::EventSourceMapping')
      .map(([, m]) => m.Properties!)
      .filter((m) => s.json.Resources[refId(m.EventSourceArn)!]?.Type === 'AWS::SQS::Queue');
    expect(mappings).toHaveLength(1);
    expect(mappings[0]).toMatchObject({
      FunctionName: { Ref: fnIdOf('importRun') },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(s.stack.queues.queues.get('imports')!), 'Arn'] },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 5 },
    });
  });

  it('lets a function send only to the queues its grants name, and gives it just those URLs', () => {
    const fn = s.json.Resources[fnIdOf('importRun')]!.Properties!;
    const actions = actionsOfRole(s.json, refId(fn.Role)!);
    expect(actions).toContain('sqs:SendMessage');
    const vars = Object.keys((fn.Environment as { Variables: Record<string, unknown> }).Variables);
    expect(vars.filter((v) => v.startsWith('QUEUE_URL_'))).toEqual(['QUEUE_URL_CAMPAIGN_SENDS']);
    const sendTo = resourcesOf(s.json, 'AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === refId(fn.Role)))
      .flatMap(
        ([, p]) => (p.Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
      )
      .filter((st) => st.Action === 'sqs:SendMessage');
    expect(sendTo.map((st) => refId(st.Resource))).toEqual([
      logicalId(s.stack.queues.queues.get('campaign-sends')!),
    ]);
    // Functions without a queue grant get no queue URL at all.
    const health = s.json.Resources[logicalId(s.stack.api.functions.get('health')!)]!.Properties!;
    expect(JSON.stringify(health.Environment)).not.toContain('QUEUE_URL_');
  });

  it('schedules:write: our schedule group only, PassRole on the scheduler role, which may send to the queues', () => {
    const fn = s.json.Resources[fnIdOf('queueProducer')]!.Properties!;
    const vars = (fn.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(refId(vars.SCHEDULER_ROLE_ARN)).toBe(logicalId(s.stack.queues.schedulerRole));
    expect(vars.SCHEDULE_GROUP).toBe('JungleMail-schedules');
    for (const def of queues)
      expect(Object.keys(vars)).toContain(`QUEUE_URL_${def.name.toUpperCase().replace(/-/g, '_')}`);
    const doc = JSON.stringify(
      resourcesOf(s.json, 'AWS::IAM::Policy')
        .filter(([, p]) => (p.Properties!.Roles as unknown[]).some((r) => refId(r) === refId(fn.Role)))
        .map(([, p]) => p.Properties!.PolicyDocument),
    );
    expect(doc).toContain('schedule/JungleMail-schedules/*');
    expect(doc).toContain('iam:PassRole');
    const [, group] = resourcesOf(s.json, 'AWS::Scheduler::ScheduleGroup')[0] as [string, CfnResource];
    expect(group.Properties!.Name).toBe('JungleMail-schedules');
    const role = s.json.Resources[logicalId(s.stack.queues.schedulerRole)]!.Properties!;
    expect(JSON.stringify(role.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    expect(actionsOfRole(s.json, logicalId(s.stack.queues.schedulerRole))).toContain('sqs:SendMessage');
  });

  it('alarms on any message in a queue’s dead letter queue', () => {
    const alarms = resourcesOf(s.monitoringJson, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties!);
    for (const def of queues) {
      const alarm = alarms.find(
        (a) => a.AlarmName === `JungleMail-prod-Dlq-queue-${def.name}-Queue-Message-Count-Max-Critical`,
      );
      expect(alarm, def.name).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    }
  });

  it('keeps cdk-nag clean', () => {
    expect(nagFindings(s.app)).toEqual([]);
  });
});
