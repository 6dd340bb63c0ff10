/**
 * Triggers of kind 'dynamodb-stream' (lambdas/routes/ `triggers`): an AppFunction fed by the table's
 * stream through an event source mapping that keeps only INSERTs whose sort key begins with the
 * trigger's prefix (so the function never wakes for other writes), in batches, reporting failed records
 * (ReportBatchItemFailures), bisecting a failing batch, retrying a record a few times and then sending
 * its description to a dead letter queue whose every message alarms (monitoring.ts).
 */
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_RETRY_ATTEMPTS, streamFilters, type TriggerDef } from '../../lambdas/routes';
import { acknowledge } from '../nag';
import { AppFunction } from './function';
import type { GrantTargets } from './grants';

export interface StreamFunctionProps {
  def: TriggerDef;
  table: dynamodb.ITableV2;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

export class StreamFunction extends Construct {
  readonly fn: AppFunction;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: StreamFunctionProps) {
    super(scope, id);
    const { def } = props;
    if (!def.stream) throw new Error(`Trigger '${def.id}' has kind 'dynamodb-stream' but no stream filter.`);
    this.fn = new AppFunction(this, 'Fn', {
      def,
      environment: props.environment,
      grantTargets: props.grantTargets,
    });
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      this.deadLetterQueue,
      'AwsSolutions-SQS3',
      'This queue is itself the on-failure destination of the stream event source mapping.',
    );
    this.fn.addEventSource(
      new sources.DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: def.stream.batchSize,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        onFailure: new sources.SqsDlq(this.deadLetterQueue),
        filters: streamFilters(def.stream).map((f) =>
          lambda.FilterCriteria.filter({
            eventName: f.modify
              ? lambda.FilterRule.or('INSERT', 'MODIFY')
              : lambda.FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { sk: { S: [{ prefix: f.skPrefix }] } } },
          }),
        ),
      }),
    );
  }
}
