import type { Config } from '../../config';

/**
 * Options shared by every AWS SDK client. In AWS: the region and the default credential chain.
 * Locally: the stand-in's endpoint, static credentials (s3rver only accepts the key pair S3RVER/S3RVER,
 * the other stand-ins accept anything) and one attempt, so a stopped stand-in shows up at once.
 */
export function clientOptions(config: Config, endpoint: string | undefined) {
  if (config.stage !== 'local') return { region: config.region };
  return {
    region: config.region,
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    maxAttempts: 2,
  };
}
