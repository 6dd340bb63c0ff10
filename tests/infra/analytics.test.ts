/**
 * The analytics aggregator in CDK (issue 22): the table streams new images, the aggregator's event
 * source mapping only wakes for INSERTs of EVENT# items, reports failed records, bisects, retries a
 * bounded number of times and then sends the record's description to a dead letter queue; its role has
 * its table grants plus what the stream and the DLQ need, nothing else; cdk-nag has no new errors. The
 * nightly window job (analyticsWindows) is a daily schedule with the table's grants.
 */
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggers } from '../../lambdas/routes';
import {
  actionsOfRole,
  nagFindings,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

const trigger = triggers.find((t) => t.id === 'analyticsAggregate')!;

describe('analytics aggregator', () => {
  it('streams the table (new and old images: the flow triggers see what a contact change changed)', () => {
    s.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('maps the stream to the aggregator: INSERTs of EVENT# items, batch failures, bisect, retries, a DLQ', () => {
    s.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: trigger.stream!.batchSize,
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { sk: { S: [{ prefix: 'EVENT#' }] } } },
            }),
          },
        ],
      },
    });
  });

  it("gives the aggregator's role only the table, its stream and the dead letter queue", () => {
    const fn = s.stack.triggerFunctions.get('analyticsAggregate')!;
    const fnId = s.stack.getLogicalId(fn.node.defaultChild as CfnElement);
    const actions = actionsOfRole(s.json, refId(s.json.Resources[fnId]!.Properties!.Role)!);
    const allowed =
      /^(logs:(CreateLogStream|PutLogEvents)|xray:(PutTraceSegments|PutTelemetryRecords)|dynamodb:(GetItem|BatchGetItem|Query|Scan|ConditionCheckItem|DescribeTable|GetRecords|GetShardIterator|DescribeStream|ListStreams|PutItem|UpdateItem|DeleteItem|BatchWriteItem)|sqs:(SendMessage|GetQueueAttributes|GetQueueUrl))$/;
    expect(actions.filter((a) => !allowed.test(a))).toEqual([]);
    expect(actions).toContain('dynamodb:GetRecords');
    expect(actions).toContain('sqs:SendMessage');
  });

  it('alarms on the dead letter queue like the schedules do', () => {
    const dlqs = resourcesOf(s.json, 'AWS::SQS::Queue').map(([id]) => id);
    expect(dlqs.some((id) => id.includes('TriggerAnalyticsAggregate'))).toBe(true);
    expect(JSON.stringify(s.monitoringJson)).toContain('analyticsAggregate');
  });

  it('passes cdk-nag without new errors', () => {
    const errors = nagFindings(s.app).filter(
      (f) => f.severity === 'error' && f.paths.some((p) => p.includes('Analytics')),
    );
    expect(errors).toEqual([]);
  });
});

describe('analytics window job', () => {
  it('runs daily shortly after 00:00 UTC, with the table (and its dead letter queue) only', () => {
    const job = s.stack.scheduled.get('analyticsWindows')!;
    expect(job).toBeDefined();
    const rule = s.json.Resources[s.stack.getLogicalId(job.rule.node.defaultChild as CfnElement)]!;
    expect(rule.Properties!.ScheduleExpression).toBe('cron(10 0 * * ? *)');
    const fn = s.json.Resources[s.stack.getLogicalId(job.fn.node.defaultChild as CfnElement)]!;
    expect(fn.Properties!.Timeout).toBe(900);
    const actions = actionsOfRole(s.json, refId(fn.Properties!.Role)!);
    const allowed =
      /^(logs:(CreateLogStream|PutLogEvents)|xray:(PutTraceSegments|PutTelemetryRecords)|dynamodb:(GetItem|BatchGetItem|Query|Scan|ConditionCheckItem|DescribeTable|PutItem|UpdateItem|DeleteItem|BatchWriteItem)|sqs:(SendMessage|GetQueueAttributes|GetQueueUrl))$/;
    expect(actions.filter((a) => !allowed.test(a))).toEqual([]);
    expect(actions).toContain('dynamodb:PutItem');
  });
});
