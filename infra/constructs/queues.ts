/**
 * The queues of background work (lambdas/routes/queues.ts), each with its dead letter queue, and the
 * consumers (`kind: 'sqs'` triggers): an SQS event source mapping with ReportBatchItemFailures, so a
 * handler retries only the messages it lists. Every queue is encrypted (SSE-SQS) and TLS-only; a message
 * received maxReceiveCount times moves to the dead letter queue, whose every message raises an alarm
 * (monitoring.ts). The visibility timeout is six times the consumer's timeout, as AWS advises, so a batch
 * still running is never handed to a second invocation.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueDef, QueueName, TriggerDef } from '../../lambdas/routes';
import { queueUrlVariable } from '../../lambdas/routes';
import { acknowledge } from '../nag';
import { pascal } from './api';
import type { AppFunction } from './function';
import type { GrantTargets } from './grants';

/** A function's timeout when its definition sets none (infra/constructs/function.ts). */
const DEFAULT_TIMEOUT_SECONDS = 10;
/** AWS: "set the source queue's visibility timeout to at least six times the function's timeout". */
export const VISIBILITY_FACTOR = 6;
/** Messages nobody consumed are kept this long (the SQS maximum), dead letters too. */
const RETENTION = Duration.days(14);

export interface QueuesProps {
  defs: readonly QueueDef[];
  /** All triggers; the `sqs` ones set each queue's visibility timeout. */
  triggers: readonly TriggerDef[];
}

export class Queues extends Construct {
  readonly queues = new Map<QueueName, sqs.Queue>();
  readonly deadLetterQueues = new Map<QueueName, sqs.Queue>();
  /** The role EventBridge Scheduler assumes to deliver a one-time schedule to a queue (ports/schedules). */
  readonly schedulerRole: iam.Role;
  /** The schedules' own group, so the functions' scheduler grant covers only ours. */
  readonly scheduleGroupName: string;

  constructor(scope: Construct, id: string, props: QueuesProps) {
    super(scope, id);
    for (const def of props.defs) {
      const name = pascal(def.name);
      const consumers = props.triggers.filter((t) => t.kind === 'sqs' && t.queue === def.name);
      const timeout = Math.max(
        DEFAULT_TIMEOUT_SECONDS,
        ...consumers.map((t) => t.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      );
      const deadLetters = new sqs.Queue(this, `${name}DeadLetters`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: RETENTION,
      });
      acknowledge(
        deadLetters,
        'AwsSolutions-SQS3',
        `This queue is itself the dead letter queue of the '${def.name}' queue.`,
      );
      const queue = new sqs.Queue(this, name, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: RETENTION,
        visibilityTimeout: Duration.seconds(VISIBILITY_FACTOR * timeout),
        deadLetterQueue: { queue: deadLetters, maxReceiveCount: def.maxReceiveCount },
      });
      this.queues.set(def.name, queue);
      this.deadLetterQueues.set(def.name, deadLetters);
    }
    this.scheduleGroupName = `${Stack.of(this).stackName}-schedules`;
    new scheduler.CfnScheduleGroup(this, 'ScheduleGroup', { name: this.scheduleGroupName });
    this.schedulerRole = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler: delivers Jungle Mail one-time schedules to their queue',
    });
    for (const queue of this.queues.values()) queue.grantSendMessages(this.schedulerRole);
  }

  /** Makes `fn` the consumer of its trigger's queue (event source mapping with partial batch failures). */
  consume(fn: AppFunction, def: TriggerDef): void {
    const queue = def.queue && this.queues.get(def.queue);
    if (!queue)
      throw new Error(`Trigger '${def.id}' has kind 'sqs' but no queue of lambdas/routes/queues.ts.`);
    fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: def.batchSize ?? 10,
        reportBatchItemFailures: true,
        ...(def.maxConcurrency ? { maxConcurrency: def.maxConcurrency } : {}),
      }),
    );
  }

  /** What the grants 'queue:send:<name>' and 'schedules:write' point at. */
  get grantTargets(): Pick<GrantTargets, 'queues' | 'scheduler'> {
    return {
      queues: Object.fromEntries(this.queues),
      scheduler: { role: this.schedulerRole, groupName: this.scheduleGroupName },
    };
  }
}

/**
 * The variables a function's queue grants need (lambdas/config.md): QUEUE_URL_<NAME> of each queue it may
 * send to; with 'schedules:write', every queue's URL (a schedule may target any) and the scheduler's role
 * and group.
 */
export function queueEnvironment(grants: readonly string[], targets: GrantTargets): Record<string, string> {
  const env: Record<string, string> = {};
  const url = (name: QueueName) => {
    const queue = targets.queues?.[name];
    if (queue) env[queueUrlVariable(name)] = queue.queueUrl;
  };
  for (const grant of grants) {
    if (grant.startsWith('queue:send:')) url(grant.slice('queue:send:'.length) as QueueName);
    if (grant === 'schedules:write' && targets.scheduler) {
      for (const name of Object.keys(targets.queues ?? {}) as QueueName[]) url(name);
      env.SCHEDULER_ROLE_ARN = targets.scheduler.role.roleArn;
      env.SCHEDULE_GROUP = targets.scheduler.groupName;
    }
  }
  return env;
}
