/**
 * Buckets: assets (user image uploads: browser presigned POST, public reads through CloudFront), the
 * SPA, and a logs bucket for S3 server access logs and CloudFront logs. All private (BLOCK_ALL), SSE-S3,
 * TLS only.
 *
 * The assets bucket gets a name derived from the stack id (`jungle-mail-assets-<stack uuid>`), computed
 * from pseudo parameters only. Its CORS rule must name the site origin (the CloudFront domain), while
 * CloudFront must name the bucket as an origin: with a generated name that is a dependency cycle. With a
 * computable name, CloudFront and the CSP use `originBucket` (same bucket, built from the name, no
 * reference to the resource) and the cycle disappears.
 */
import { Aws, Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * Uploaded objects live under this key prefix, served by CloudFront at `/${ASSETS_KEY_PREFIX}` (the
 * object key and the URL path are the same, so no rewrite is needed): images at
 * /assets/projects/{projectId}/images/{id}-{name}.
 */
export const ASSETS_KEY_PREFIX = 'assets/';

const privateBucket = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
} satisfies s3.BucketProps;

export class Storage extends Construct {
  readonly logsBucket: s3.Bucket;
  readonly assetsBucket: s3.Bucket;
  /** The assets bucket as CloudFront and the CSP see it: built from its name, no resource reference. */
  readonly assetsOriginBucket: s3.IBucket;
  readonly assetsBucketName: string;
  readonly spaBucket: s3.Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      ...privateBucket,
      // CloudFront standard logs are delivered with an ACL, so ACLs must stay usable on this bucket.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    acknowledge(
      this.logsBucket,
      'AwsSolutions-S1',
      'This is the access-log destination of the other buckets and of CloudFront; logging it into itself would loop.',
    );

    const stackUuid = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    this.assetsBucketName = Fn.join('-', ['jungle-mail-assets', stackUuid]);
    this.assetsBucket = new s3.Bucket(this, 'AssetsBucket', {
      ...privateBucket,
      bucketName: this.assetsBucketName,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'assets/',
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Image uploads wait under pending/ until their confirm moves them (lambdas/domain/editor/images.ts).
        {
          id: 'ExpireUnconfirmedUploads',
          prefix: `${ASSETS_KEY_PREFIX}pending/`,
          expiration: Duration.days(1),
        },
        // Contact imports' CSV files (lambdas/domain/imports/), kept as long as their report rows (30 days).
        { id: 'ExpireContactImports', prefix: `${ASSETS_KEY_PREFIX}imports/`, expiration: Duration.days(30) },
        // Contact exports (lambdas/domain/contacts/export-contacts.ts): their link lives 15 minutes.
        { id: 'ExpireContactExports', prefix: `${ASSETS_KEY_PREFIX}exports/`, expiration: Duration.days(1) },
      ],
    });
    this.assetsOriginBucket = s3.Bucket.fromBucketAttributes(this, 'AssetsOriginBucket', {
      bucketName: this.assetsBucketName,
      bucketArn: `arn:${Aws.PARTITION}:s3:::${this.assetsBucketName}`,
      bucketRegionalDomainName: `${this.assetsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      region: Aws.REGION,
    });

    this.spaBucket = new s3.Bucket(this, 'SpaBucket', {
      ...privateBucket,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'spa/',
    });
  }

  /** The browser posts uploads straight to S3 (presigned POST) from the site origin. */
  allowBrowserUploadsFrom(origins: string[]): void {
    this.assetsBucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag', 'Location'],
      maxAge: 3000,
    });
  }

  /** The S3 endpoint the browser posts uploads to (for the CSP's connect-src). */
  get assetsUploadOrigin(): string {
    return `https://${this.assetsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }
}
