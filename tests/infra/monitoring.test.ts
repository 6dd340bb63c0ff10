/**
 * Issue 19: alarms that wake someone (one SNS topic), a dead letter queue on every asynchronous
 * invocation, one dashboard per stage, stages that can share an account, and a custom domain.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, streams, triggers } from '../../lambdas/routes';
import { THRESHOLDS } from '../../infra/constructs/monitoring';
import { parseDomain } from '../../infra/domain';
import { parseStage, stackNameFor } from '../../infra/stage';
import {
  nagFindings,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  type CfnResource,
  type Synthesized,
} from './synth';

let prod: Synthesized;
let dev: Synthesized;
beforeAll(() => {
  prod = synth();
  dev = synth({
    stage: 'dev',
    alarmEmail: 'ops@example.com',
    domain: {
      name: 'mail.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    },
  });
});
afterAll(removeTempDirs);

const alarms = (s: Synthesized) =>
  resourcesOf(s.monitoringJson, 'AWS::CloudWatch::Alarm').map(
    ([, r]) => r.Properties as Record<string, unknown>,
  );
const alarmNamed = (s: Synthesized, name: string) => {
  const found = alarms(s).filter((a) => a.AlarmName === name);
  expect(found, `alarm ${name}`).toHaveLength(1);
  return flat(found[0]!);
};
/** The alarm with its one metric flattened in (the library writes it as Metrics[0].MetricStat). */
function flat(alarm: Record<string, unknown>): Record<string, unknown> {
  const stat = (
    alarm.Metrics as { MetricStat?: { Metric: Record<string, unknown>; Stat: string } }[] | undefined
  )?.[0]?.MetricStat;
  return stat ? { ...alarm, ...stat.Metric, Stat: stat.Stat } : alarm;
}
const fnIdsOf = (s: Synthesized) => [
  ...[...s.stack.api.functions.keys()],
  ...[...s.stack.streams.functions.keys()],
  ...[...s.stack.triggerFunctions.keys()],
  'blogSeed',
];

describe('alarms (cdk-monitoring-constructs)', () => {
  it('every function of lambdas/routes/ (routes, streams, triggers) and the blog seed is monitored', () => {
    const ids = fnIdsOf(prod);
    expect(ids.length).toBe(routes.length + streams.length + triggers.length + 1);
    for (const id of ids) {
      expect(alarmNamed(prod, `JungleMail-prod-Fn-${id}-Fault-Count-Critical`)).toMatchObject({
        MetricName: 'Errors',
        Threshold: THRESHOLDS.functionErrors,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });

  it("throttles: one alarm over every function's throttles (Lambda's account-wide metric), none per function", () => {
    const alarms = resourcesOf(prod.monitoringJson, 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties!);
    const throttles = alarms.filter((a) => JSON.stringify(a).includes('"Throttles"'));
    expect(throttles).toHaveLength(1);
    expect(throttles[0]).toMatchObject({ MetricName: 'Throttles', Namespace: 'AWS/Lambda', Threshold: 0 });
    expect(throttles[0]!.Dimensions ?? []).toEqual([]);
  });

  it("alarms when a function's duration passes 80% of its timeout", () => {
    for (const [id, fn] of [...prod.stack.api.functions, ...prod.stack.streams.functions]) {
      const timeoutMs = fn.timeout!.toMilliseconds();
      expect(alarmNamed(prod, `JungleMail-prod-Fn-${id}-Latency-Maximum-Warning`)).toMatchObject({
        MetricName: 'Duration',
        Threshold: timeoutMs * 0.8,
      });
    }
    expect(alarmNamed(prod, 'JungleMail-prod-Fn-aiChat-Latency-Maximum-Warning').Threshold).toBe(96_000);
  });

  it('the HTTP API: 5xx rate over 1% and p99 latency over 5 s', () => {
    const rate = resourcesOf(prod.monitoringJson, 'AWS::CloudWatch::Alarm')
      .map(([, r]) => r.Properties!)
      .find((a) => a.AlarmName === 'JungleMail-prod-Api-Fault-Rate-Critical')!;
    expect(rate).toMatchObject({ Threshold: 0.01, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(rate.Metrics ?? rate)).toContain('5xx');
    expect(alarmNamed(prod, 'JungleMail-prod-Api-Latency-P99-Warning')).toMatchObject({
      MetricName: 'Latency',
      Stat: 'p99',
      Threshold: 5000,
    });
  });

  it('DynamoDB: read and write throttled requests and system errors', () => {
    const json = JSON.stringify;
    const read = alarmNamed(prod, 'JungleMail-prod-Table-Read-Throttled-Events-Critical');
    const write = alarmNamed(prod, 'JungleMail-prod-Table-Write-Throttled-Events-Critical');
    const system = alarmNamed(prod, 'JungleMail-prod-Table-SystemError-Count-Critical');
    expect(json(read)).toContain('ReadThrottleEvents');
    expect(json(write)).toContain('WriteThrottleEvents');
    expect(json(system)).toContain('SystemErrors');
    for (const a of [read, write, system]) expect(a.Threshold).toBe(0);
  });

  it('SES reputation: bounce rate over 5%, complaint rate over 0.1% (where AWS starts reviewing)', () => {
    expect(alarmNamed(prod, 'JungleMail-prod-Ses-BounceRate-Critical')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(alarmNamed(prod, 'JungleMail-prod-Ses-ComplaintRate-Critical')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
  });

  it("AI model failures: counted from the chat function's `aiFailure` log lines, any one alarms", () => {
    const filters = resourcesOf(prod.monitoringJson, 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(streams.length);
    const filter = filters[0]![1].Properties!;
    expect(filter.FilterPattern).toBe('{ $.aiFailure = "bedrock" }');
    const chatFn = prod.json.Resources[chatFunctionId(prod)]!;
    const loggingConfig = chatFn.Properties!.LoggingConfig as { LogGroup: unknown };
    // The filter sits in the monitoring nested stack: its log group arrives as a parameter of that stack.
    expect(refId(nestedParameter(prod, refId(filter.LogGroupName)!))).toBe(refId(loggingConfig.LogGroup));
    const transformation = (filter.MetricTransformations as Record<string, unknown>[])[0]!;
    expect(transformation).toMatchObject({
      MetricName: 'AiModelFailures',
      MetricNamespace: 'JungleMail/JungleMail-prod',
    });
    expect(alarmNamed(prod, 'JungleMail-prod-Ai-ModelFailures-Critical')).toMatchObject({
      Namespace: 'JungleMail/JungleMail-prod',
      MetricName: 'AiModelFailures',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('every alarm notifies the one alarm topic', () => {
    const topics = resourcesOf(prod.monitoringJson, 'AWS::SNS::Topic');
    expect(topics).toHaveLength(1);
    const topicId = topics[0]![0];
    const all = alarms(prod);
    expect(all.length).toBeGreaterThan(2 * routes.length);
    const own = new Set(
      resourcesOf(prod.monitoringStackJson, 'AWS::CloudWatch::Alarm').map(([, r]) => r.Properties!.AlarmName),
    );
    for (const a of all) {
      const actions = (a.AlarmActions as unknown[]).map(refId);
      // The functions' alarms (their own nested stack) get the topic through the parameter CDK passes it by.
      if (own.has(a.AlarmName)) expect(actions, String(a.AlarmName)).toEqual([topicId]);
      else {
        expect(actions, String(a.AlarmName)).toHaveLength(1);
        expect(actions[0], String(a.AlarmName)).toContain('MonitoringAlarmTopic');
        expect(Object.keys(prod.functionAlarmsJson.Parameters ?? {})).toContain(actions[0]);
      }
    }
  });

  it('subscribes -c alarmEmail to the topic, and nothing without it', () => {
    expect(resourcesOf(prod.monitoringJson, 'AWS::SNS::Subscription')).toHaveLength(0);
    Template.fromJSON(dev.monitoringJson).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });
});

/** What the parent stack passes for one parameter of the monitoring nested stack. */
function nestedParameter(s: Synthesized, name: string): unknown {
  const id = s.stack.resolve(s.stack.monitoringStack.nestedStackResource!.logicalId) as string;
  const nested = s.json.Resources[id]!;
  return (nested.Properties!.Parameters as Record<string, unknown>)[name];
}

function chatFunctionId(s: Synthesized): string {
  const fn = s.stack.streams.functions.get('aiChat')!;
  return s.stack.resolve((fn.node.defaultChild as unknown as { logicalId: string }).logicalId) as string;
}

describe('asynchronous invocations: retries and a dead letter queue', () => {
  const scheduleTriggers = triggers.filter((t) => t.kind === 'schedule');

  it('each schedule has an EventBridge retry policy and DLQ, a Lambda retry policy and on-failure DLQ, and an alarm on any dead letter', () => {
    expect(scheduleTriggers.length).toBeGreaterThan(0);
    // Each schedule has a queue of its own (other queues exist too: the work queues and the SES events' DLQ).
    const queueIds = new Set(resourcesOf(prod.json, 'AWS::SQS::Queue').map(([id]) => id));
    const scheduleQueues = scheduleTriggers.map((def) =>
      prod.stack.resolve(
        (
          prod.stack.scheduled.get(def.id)!.deadLetterQueue.node.defaultChild as unknown as {
            logicalId: string;
          }
        ).logicalId,
      ),
    );
    expect(new Set(scheduleQueues).size).toBe(scheduleTriggers.length);
    for (const id of scheduleQueues) expect(queueIds.has(id as string)).toBe(true);
    for (const def of scheduleTriggers) {
      const scheduled = prod.stack.scheduled.get(def.id)!;
      const queueId = prod.stack.resolve(
        (scheduled.deadLetterQueue.node.defaultChild as unknown as { logicalId: string }).logicalId,
      );
      const rules = resourcesOf(prod.json, 'AWS::Events::Rule').filter(([, r]) =>
        JSON.stringify(r.Properties).includes(def.schedule!),
      );
      expect(rules).toHaveLength(1);
      const target = (rules[0]![1].Properties!.Targets as Record<string, unknown>[])[0]!;
      expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 });
      expect(refId((target.DeadLetterConfig as { Arn: unknown }).Arn)).toBe(queueId);
      const invokeConfigs = resourcesOf(prod.json, 'AWS::Lambda::EventInvokeConfig').map(
        ([, r]) => r.Properties!,
      );
      const config = invokeConfigs.find((c) => JSON.stringify(c).includes(queueId as string));
      expect(config).toMatchObject({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 });
      expect(
        alarmNamed(prod, `JungleMail-prod-Dlq-${def.id}-Queue-Message-Count-Max-Critical`),
      ).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });
});

describe('the automation engine (issue 32)', () => {
  it('alarms on the flow sweep and the step worker, and on the dead letters of both', () => {
    for (const id of ['flowSweep', 'flowSteps']) {
      expect(alarmNamed(prod, `JungleMail-prod-Fn-${id}-Fault-Count-Critical`).Threshold).toBe(
        THRESHOLDS.functionErrors,
      );
      expect(alarmNamed(prod, `JungleMail-prod-Fn-${id}-Latency-Maximum-Warning`)).toBeDefined();
    }
    for (const dlq of ['flowSweep', 'queue-flow-steps'])
      expect(alarmNamed(prod, `JungleMail-prod-Dlq-${dlq}-Queue-Message-Count-Max-Critical`)).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: THRESHOLDS.deadLetterMessages,
      });
  });
});

describe('the dashboard', () => {
  it('one per stage, with requests, errors, latency, AI turns, test sends and DNS checks', () => {
    for (const [s, name] of [
      [prod, 'JungleMail-prod'],
      [dev, 'JungleMail-dev'],
    ] as const) {
      const dashboards = resourcesOf(s.monitoringJson, 'AWS::CloudWatch::Dashboard');
      expect(dashboards).toHaveLength(1);
      const dashboard = dashboards[0]![1].Properties!;
      expect(dashboard.DashboardName).toBe(name);
      const body = JSON.stringify(dashboard.DashboardBody);
      for (const title of ['AI turns', 'Test sends', 'DNS checks', 'HTTP API', '5xx', 'Latency', 'Errors'])
        expect(body, title).toContain(title);
      for (const fn of ['aiChat', 'editorTestSend', 'dnsVerify', 'dnsRecheck'])
        expect(body).toContain(`(${fn})`);
    }
  });
});

describe('stages', () => {
  it('-c stage=dev|prod (default prod) gives distinct stack names', () => {
    expect(parseStage(undefined)).toBe('prod');
    expect(stackNameFor(parseStage('dev'))).toBe('JungleMail-dev');
    expect(stackNameFor(parseStage('prod'))).toBe('JungleMail-prod');
    expect(() => parseStage('staging')).toThrow('stage must be dev or prod');
  });

  it('names the alarms, the dashboard and the AI metric after the stage', () => {
    expect(alarms(dev).every((a) => String(a.AlarmName).startsWith('JungleMail-dev-'))).toBe(true);
    expect(alarms(prod).every((a) => String(a.AlarmName).startsWith('JungleMail-prod-'))).toBe(true);
    Template.fromJSON(dev.monitoringJson).hasResourceProperties('AWS::Logs::MetricFilter', {
      MetricTransformations: [Match.objectLike({ MetricNamespace: 'JungleMail/JungleMail-dev' })],
    });
  });

  const data = (s: Synthesized): [string, CfnResource][] => [
    ...resourcesOf(s.json, 'AWS::DynamoDB::GlobalTable'),
    ...resourcesOf(s.json, 'AWS::Cognito::UserPool'),
    ...resourcesOf(s.json, 'AWS::S3::Bucket'),
  ];

  it('retains the table, the user pool and the buckets in prod, with deletion protection', () => {
    for (const [id, r] of data(prod)) expect(r.DeletionPolicy, id).toBe('Retain');
    const table = resourcesOf(prod.json, 'AWS::DynamoDB::GlobalTable')[0]![1].Properties!;
    expect(JSON.stringify(table.Replicas)).toContain('"DeletionProtectionEnabled":true');
    prod.template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
  });

  it('removes them with the stack in dev, without deletion protection', () => {
    expect(data(dev).length).toBe(data(prod).length);
    for (const [id, r] of data(dev)) expect(r.DeletionPolicy, id).toBe('Delete');
    const table = resourcesOf(dev.json, 'AWS::DynamoDB::GlobalTable')[0]![1].Properties!;
    expect(JSON.stringify(table.Replicas)).toContain('"DeletionProtectionEnabled":false');
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'INACTIVE' });
  });

  it('tags every stack with its stage and outputs it', () => {
    expect(prod.json.Outputs?.Stage).toMatchObject({ Value: 'prod' });
    expect(dev.json.Outputs?.Stage).toMatchObject({ Value: 'dev' });
    dev.template.hasResourceProperties('AWS::SQS::Queue', {
      Tags: Match.arrayWith([{ Key: 'stage', Value: 'dev' }]),
    });
  });
});

describe('custom domain', () => {
  it('puts the alias and the us-east-1 certificate on CloudFront with TLS 1.2, and the site URL on it', () => {
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['mail.example.com'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn:
            'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
    expect(dev.json.Outputs?.SiteUrl).toMatchObject({ Value: 'https://mail.example.com' });
    expect(JSON.stringify(prod.json.Outputs?.SiteUrl)).toContain('DomainName');
  });

  it('takes both values or neither, and only a certificate from us-east-1', () => {
    expect(parseDomain(undefined, undefined)).toBeUndefined();
    expect(() => parseDomain('mail.example.com', undefined)).toThrow('go together');
    expect(() =>
      parseDomain(
        'mail.example.com',
        'arn:aws:acm:eu-west-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
      ),
    ).toThrow('us-east-1');
    expect(() => parseDomain('not a host', 'x')).toThrow('host name');
  });
});

describe('cdk-nag', () => {
  it('stays clean for a dev stack with a domain and an alarm e-mail', () => {
    expect(nagFindings(dev.app)).toEqual([]);
  });
});

describe("CloudFormation's 500 resources per stack", () => {
  it('the alarms and dashboard are a nested stack, and each stack keeps room for more functions', () => {
    const main = Object.keys(prod.json.Resources).length;
    const monitoring = Object.keys(prod.monitoringStackJson.Resources).length;
    const functionAlarms = Object.keys(prod.functionAlarmsJson.Resources).length;
    expect(resourcesOf(prod.json, 'AWS::CloudWatch::Alarm')).toHaveLength(0);
    // The monitoring and function-alarm stacks, plus one per area of the route table in use
    // (tests/infra/api-areas.test.ts).
    expect(resourcesOf(prod.json, 'AWS::CloudFormation::Stack')).toHaveLength(2 + prod.stack.api.areas.size);
    // About 7 resources per route in the main stack (356 with 48 functions) and 2 alarms per function in
    // the nested one (154): under 450 leaves room for about a dozen more functions, and this test says
    // when the next area needs another split, before CloudFormation refuses the deploy at 500.
    expect(main, `main stack: ${main} resources`).toBeLessThan(450);
    expect(monitoring, `monitoring stack: ${monitoring} resources`).toBeLessThan(450);
    expect(functionAlarms, `function alarms stack: ${functionAlarms} resources`).toBeLessThan(450);
  });
});
