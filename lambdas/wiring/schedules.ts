import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { clientOptions } from '../adapters/aws/clients';
import { SchedulerSchedules } from '../adapters/aws/scheduler-schedules';
import { LocalSchedules } from '../adapters/local/schedules';
import type { PortFactory } from '../deps';

/**
 * One-time schedules: EventBridge Scheduler in AWS (AWS_ENDPOINT_SCHEDULER for a loopback server in tests);
 * locally table items the local scheduler sends when due.
 */
export const schedulesPort: PortFactory<'schedules'> = {
  port: 'schedules',
  build: (config, core) =>
    config.stage === 'local'
      ? new LocalSchedules(core.store)
      : new SchedulerSchedules(
          new SchedulerClient({
            ...clientOptions(config, undefined),
            ...(config.endpoints.scheduler ? { endpoint: config.endpoints.scheduler } : {}),
          }),
          {
            roleArn: config.scheduler.roleArn,
            group: config.scheduler.group,
            region: config.region,
            queueUrls: config.queueUrls,
          },
        ),
};
