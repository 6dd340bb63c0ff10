import { SQSClient } from '@aws-sdk/client-sqs';
import { clientOptions } from '../adapters/aws/clients';
import { SqsQueue } from '../adapters/aws/sqs-queue';
import type { PortFactory } from '../deps';

/** Background work: SQS in AWS and locally (the SQS stand-in of lambdas/local/sqs.ts at AWS_ENDPOINT_SQS). */
export const queuePort: PortFactory<'queue'> = {
  port: 'queue',
  build: (config) =>
    new SqsQueue(new SQSClient(clientOptions(config, config.endpoints.sqs)), config.queueUrls),
};
