/** The ARN SQS gives a queue, from its URL .../{account}/{name} (what Lambda and EventBridge Scheduler name it by). */
export function queueArnOf(url: string, region: string): string {
  const [account, name] = new URL(url).pathname.split('/').filter(Boolean).slice(-2);
  const partition = region.startsWith('cn-') ? 'aws-cn' : region.startsWith('us-gov-') ? 'aws-us-gov' : 'aws';
  return `arn:${partition}:sqs:${region}:${account}:${name}`;
}
