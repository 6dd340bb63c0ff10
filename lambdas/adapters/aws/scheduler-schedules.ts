import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import type { QueueName } from '../../ports/queue';
import { QueueNotConfiguredError } from '../../ports/queue';
import type { Schedules, ScheduleTarget } from '../../ports/schedules';
import { checkSchedule } from '../../ports/schedules';
import { queueArnOf } from './queue-arn';

/** A time already passed (or about to) is scheduled this far ahead: at() in the past would never fire. */
export const MIN_LEAD_MS = 60_000;

/**
 * The schedules port on EventBridge Scheduler: one one-time `at(...)` schedule per id in our schedule group,
 * whose target is the SQS queue itself (the scheduler's role may SendMessage to our queues), deleted by
 * the scheduler once it has fired. Creating an id that exists replaces it.
 */
export class SchedulerSchedules implements Schedules {
  constructor(
    private readonly client: SchedulerClient,
    private readonly options: {
      roleArn: string | undefined;
      group: string;
      region: string;
      queueUrls: Partial<Record<QueueName, string>>;
      now?: () => number;
    },
  ) {}

  async at(id: string, when: string, target: ScheduleTarget): Promise<void> {
    const at = checkSchedule(id, when).getTime();
    const url = this.options.queueUrls[target.queue];
    if (!url) throw new QueueNotConfiguredError(target.queue);
    if (!this.options.roleArn) throw new Error('SCHEDULER_ROLE_ARN is not set (grant schedules:write)');
    const fireAt = new Date(Math.max(at, (this.options.now ?? Date.now)() + MIN_LEAD_MS));
    const input: CreateScheduleCommandInput = {
      Name: id,
      GroupName: this.options.group,
      // at(yyyy-mm-ddThh:mm:ss) in the given time zone; seconds precision.
      ScheduleExpression: `at(${fireAt.toISOString().slice(0, 19)})`,
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: queueArnOf(url, this.options.region),
        RoleArn: this.options.roleArn,
        Input: JSON.stringify(target.body),
      },
    };
    try {
      await this.client.send(new CreateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      await this.client.send(new UpdateScheduleCommand(input));
    }
  }

  async cancel(id: string): Promise<void> {
    try {
      await this.client.send(new DeleteScheduleCommand({ Name: id, GroupName: this.options.group }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  }
}
