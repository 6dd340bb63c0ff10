import type { S3Client } from '@aws-sdk/client-s3';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Blobs, StoredHeaders, UploadLimits, UploadTicket } from '../../ports/blobs';
import { writeObjectStream } from './s3-write-stream';

const TICKET_SECONDS = 300;
/** DeleteObjects takes at most 1000 keys per call (and ListObjectsV2 returns at most 1000 per page). */
const DELETE_BATCH = 1000;

const missing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

/**
 * Uploaded images in S3 (AWS) or s3rver (locally; the client must be built with
 * requestChecksumCalculation 'WHEN_REQUIRED' and forcePathStyle, see lambdas/wiring/blobs.ts). s3rver does not enforce
 * POST policies, so callers check the stored object (head, readStart) after the upload.
 * Keys are stored under `keyPrefix` ('assets/'), the path CloudFront (and the local server) serve them at.
 */
export class S3Blobs implements Blobs {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly publicBase: string,
    private readonly keyPrefix = '',
  ) {}

  private objectKey(key: string): string {
    return this.keyPrefix + key;
  }

  async presignUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    limits: UploadLimits = {},
  ): Promise<UploadTicket> {
    const exact = !contentType.endsWith('/');
    const fields: Record<string, string> = {};
    if (exact) fields['Content-Type'] = contentType;
    if (limits.cacheControl) fields['Cache-Control'] = limits.cacheControl;
    const { url, fields: signed } = await createPresignedPost(this.s3, {
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Fields: fields,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        exact ? ['eq', '$Content-Type', contentType] : ['starts-with', '$Content-Type', contentType],
        ...(limits.cacheControl
          ? [['eq', '$Cache-Control', limits.cacheControl] as ['eq', string, string]]
          : []),
      ],
      Expires: TICKET_SECONDS,
    });
    return { url, fields: signed, key, publicUrl: this.publicUrl(key), expiresInSeconds: TICKET_SECONDS };
  }

  async head(key: string): Promise<{ size: number; contentType: string } | undefined> {
    try {
      const out = await this.s3.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, bytes: number): Promise<Uint8Array | undefined> {
    try {
      const out = await this.s3.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: `bytes=0-${bytes - 1}`,
        }),
      );
      const body = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
      // A server that ignores Range sends everything: keep what was asked for.
      return body.length > bytes ? body.subarray(0, bytes) : body;
    } catch (error) {
      if (missing(error)) return undefined;
      // An empty object cannot satisfy a range.
      if ((error as { name?: string }).name === 'InvalidRange') return new Uint8Array();
      throw error;
    }
  }

  async stream(key: string): Promise<AsyncIterable<Uint8Array> | undefined> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      // In Node the body is a Readable, which is async iterable over Buffers (Uint8Arrays).
      return (out.Body as AsyncIterable<Uint8Array> | undefined) ?? (async function* () {})();
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  write(key: string, body: AsyncIterable<string | Uint8Array>, headers: StoredHeaders): Promise<number> {
    return writeObjectStream(this.s3, this.bucket, this.objectKey(key), body, headers);
  }

  presignDownload(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }), {
      expiresIn: expiresInSeconds,
    });
  }

  async delete(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async copy(from: string, to: string, headers?: StoredHeaders): Promise<void> {
    const source = this.objectKey(from).split('/').map(encodeURIComponent).join('/');
    await this.s3.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(to),
        CopySource: `${this.bucket}/${source}`,
        ...(headers
          ? {
              MetadataDirective: 'REPLACE',
              ContentType: headers.contentType,
              CacheControl: headers.cacheControl,
              ContentDisposition: headers.contentDisposition,
            }
          : { MetadataDirective: 'COPY' }),
      }),
    );
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.s3.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.objectKey(prefix),
          ContinuationToken: token,
        }),
      );
      for (const object of out.Contents ?? [])
        if (object.Key) keys.push(object.Key.slice(this.keyPrefix.length));
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const out = await this.s3.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: {
            Objects: keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: this.objectKey(key) })),
            Quiet: true,
          },
        }),
      );
      const [first] = out.Errors ?? [];
      if (first)
        throw new Error(
          `Could not delete ${first.Key ?? 'an object'}: ${first.Code ?? ''} ${first.Message ?? ''}`,
        );
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async ping(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
