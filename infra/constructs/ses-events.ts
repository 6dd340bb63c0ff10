/**
 * Trigger of kind 'ses-events' (lambdas/routes/sending.ts): the configuration set publishes Send, Delivery,
 * Bounce, Complaint and Reject events to the account's default EventBridge bus; a rule matching
 * source aws.ses and those detail types invokes the function, one event per invocation.
 *
 * EventBridge rather than SNS: SES puts events on the default bus with no topic or subscription of ours to
 * create or secure; the rule filters by detail type before anything runs; the target gets the same retry
 * policy and dead letter queue as our schedules (a failed event is kept, and alarms); the event arrives as
 * an object (SNS would wrap it as JSON text in a message); and an archive can replay a day of events.
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { TriggerDef } from '../../lambdas/routes';
import { acknowledge } from '../nag';
import { AppFunction } from './function';
import type { GrantTargets } from './grants';
import { ASYNC_RETRY_ATTEMPTS } from './schedules';

/** The events we act on, and their detail types on the bus. */
export const SES_EVENT_DETAIL_TYPES = [
  'Email Sent',
  'Email Delivered',
  'Email Bounced',
  'Email Complaint Received',
  'Email Rejected',
];

export interface SesEventsFunctionProps {
  def: TriggerDef;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
  configurationSet: ses.ConfigurationSet;
}

export class SesEventsFunction extends Construct {
  readonly fn: AppFunction;
  readonly rule: events.Rule;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: SesEventsFunctionProps) {
    super(scope, id);
    const bus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    props.configurationSet.addEventDestination('ToEventBridge', {
      destination: ses.EventDestination.eventBus(bus),
      events: [
        ses.EmailSendingEvent.SEND,
        ses.EmailSendingEvent.DELIVERY,
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
      ],
    });
    this.fn = new AppFunction(this, 'Fn', {
      def: props.def,
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
      'This queue is itself the dead letter queue of the SES events rule and the function (EventBridge target DLQ and Lambda on-failure destination).',
    );
    this.fn.configureAsyncInvoke({
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
      maxEventAge: Duration.hours(6),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
    this.rule = new events.Rule(this, 'Rule', {
      description: 'Jungle Mail: SES configuration set events -> ses-events handler',
      eventBus: bus,
      // Only this stack's configuration set: another stage's events in the same account are not ours.
      eventPattern: {
        source: ['aws.ses'],
        detailType: SES_EVENT_DETAIL_TYPES,
        detail: {
          mail: { tags: { 'ses:configuration-set': [props.configurationSet.configurationSetName] } },
        },
      },
      targets: [
        new targets.LambdaFunction(this.fn, {
          retryAttempts: 10,
          maxEventAge: Duration.hours(6),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}
