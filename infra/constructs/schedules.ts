/**
 * Triggers of kind 'schedule' (lambdas/routes/ `triggers`): an EventBridge rule invoking an AppFunction.
 * The invocation is asynchronous, so it has a retry policy and a dead letter queue (issue 19): EventBridge
 * retries delivery twice within an hour, Lambda retries a failed run twice, and what still fails lands
 * in `deadLetterQueue`, whose every message raises an alarm (monitoring.ts).
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { TriggerDef } from '../../lambdas/routes';
import { AppFunction } from './function';
import type { GrantTargets } from './grants';
import { acknowledge } from '../nag';

/** Retries of an asynchronous invocation, by EventBridge (delivery) and by Lambda (a failed run). */
export const ASYNC_RETRY_ATTEMPTS = 2;

export interface ScheduledFunctionProps {
  def: TriggerDef;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

export class ScheduledFunction extends Construct {
  readonly fn: AppFunction;
  readonly rule: events.Rule;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: ScheduledFunctionProps) {
    super(scope, id);
    const { def } = props;
    if (!def.schedule) throw new Error(`Trigger '${def.id}' has kind 'schedule' but no schedule expression.`);
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
      'This queue is itself the dead letter queue of the scheduled invocation (EventBridge target DLQ and Lambda on-failure destination).',
    );
    this.fn.configureAsyncInvoke({
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: Duration.hours(1),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    this.rule = new events.Rule(this, 'Rule', {
      description: `Jungle Mail schedule ${def.id}`,
      schedule: events.Schedule.expression(def.schedule),
      targets: [
        new targets.LambdaFunction(this.fn, {
          retryAttempts: ASYNC_RETRY_ATTEMPTS,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}
