import type { S3Client } from '@aws-sdk/client-s3';
import { HeadBucketCommand, HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { Blobs, UploadTicket } from '../../ports/blobs';

const TICKET_SECONDS = 300;

/**
 * Uploaded images in S3 (AWS) or s3rver (locally; the client must be built with
 * requestChecksumCalculation 'WHEN_REQUIRED' and forcePathStyle, see deps.ts). s3rver does not enforce
 * POST policies, so callers check the stored object with `head` after the upload.
 */
export class S3Blobs implements Blobs {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly publicBase: string,
  ) {}

  /** `contentType` is a prefix ('image/') or a full type; the browser sends its own Content-Type field. */
  async presignUpload(key: string, contentType: string, maxBytes: number): Promise<UploadTicket> {
    const { url, fields } = await createPresignedPost(this.s3, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['starts-with', '$Content-Type', contentType],
      ],
      Expires: TICKET_SECONDS,
    });
    return { url, fields, key, publicUrl: this.publicUrl(key) };
  }

  async head(key: string): Promise<{ size: number; contentType: string } | undefined> {
    try {
      const out = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async ping(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
