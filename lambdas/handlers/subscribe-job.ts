import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deps, portsWith } from '../deps';
import { runSignup } from '../domain/signup/signup';
import { signupMessageSchema } from '../domain/signup/signup-message';
import { rootLogger } from '../http/logger';
import { mailerPort } from '../wiring/mailer';
import { signingPort } from '../wiring/signing';
import { userPoolPort } from '../wiring/user-pool';
import { processSqsBatch } from '../wiring/sqs-batch';

/**
 * Trigger subscribeJob (SQS 'signups', lambdas/routes/audience-public.ts): the double opt-in work of the
 * signups the form already answered (lambdas/domain/signup/signup.ts). A run that throws (SES or the table
 * unreachable) is delivered again; after the queue's maxReceiveCount it rests in the dead letter queue.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const d = deps();
  const ports = portsWith(d, [mailerPort, signingPort, userPoolPort]);
  const log = rootLogger(d.config).createChild({ persistentKeys: { trigger: 'subscribeJob' } });
  const config = { siteUrl: d.config.billing.siteUrl ?? '', productSender: d.config.mailFrom };
  return processSqsBatch(event, {
    schema: signupMessageSchema,
    handle: async (message) => {
      const outcome = await runSignup(ports, message, config);
      log.info('Signup', { outcome });
    },
    dropped: (record) =>
      log.error('Dropped a signups message that is not a signup', { messageId: record.messageId }),
    failed: (error) => log.warn('Signup will be delivered again', { error: String(error) }),
  });
}
