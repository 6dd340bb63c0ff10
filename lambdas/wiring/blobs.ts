import { S3Client } from '@aws-sdk/client-s3';
import { clientOptions } from '../adapters/aws/clients';
import { S3Blobs } from '../adapters/aws/s3-blobs';
import type { PortFactory } from '../deps';

/** Uploaded images: S3 (s3rver locally, path-style; checksums only when required, see DESIGN.md). */
export const blobsPort: PortFactory<'blobs'> = {
  port: 'blobs',
  build: (config) =>
    new S3Blobs(
      new S3Client({
        ...clientOptions(config, config.endpoints.s3),
        forcePathStyle: config.stage === 'local',
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      config.assetsBucket,
      config.assetsPublicBase,
      config.assetsKeyPrefix,
    ),
};
