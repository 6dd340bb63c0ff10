import type { S3Client } from '@aws-sdk/client-s3';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { StoredHeaders } from '../../ports/blobs';

/** S3's smallest part but the last (5 MiB): the most this writer holds in memory at once. */
export const PART_BYTES = 5 * 1024 * 1024;

const encoder = new TextEncoder();

/** Chunks gathered into parts of `size` bytes (the last one shorter). */
async function* partsOf(body: AsyncIterable<string | Uint8Array>, size: number) {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    held.push(bytes);
    heldBytes += bytes.length;
    if (heldBytes >= size) {
      yield Buffer.concat(held);
      held = [];
      heldBytes = 0;
    }
  }
  if (heldBytes > 0 || held.length === 0) yield Buffer.concat(held);
}

/**
 * Writes an object from chunks as they are made (a contacts export): one PutObject when it fits in one part,
 * else a multipart upload of 5 MiB parts, aborted if anything fails, so memory stays at one part whatever
 * the object's size. Answers the bytes written.
 */
export async function writeObjectStream(
  s3: S3Client,
  bucket: string,
  key: string,
  body: AsyncIterable<string | Uint8Array>,
  headers: StoredHeaders,
): Promise<number> {
  const meta = {
    ContentType: headers.contentType,
    CacheControl: headers.cacheControl,
    ContentDisposition: headers.contentDisposition,
  };
  const parts = partsOf(body, PART_BYTES)[Symbol.asyncIterator]();
  const first = (await parts.next()).value as Buffer;
  if (first.length < PART_BYTES) {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: first, ...meta }));
    return first.length;
  }
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ...meta }));
  const done: { ETag: string | undefined; PartNumber: number }[] = [];
  let bytes = 0;
  try {
    for (
      let part: Buffer | undefined = first;
      part;
      part = (await parts.next()).value as Buffer | undefined
    ) {
      const PartNumber = done.length + 1;
      const out = await s3.send(
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: part }),
      );
      done.push({ ETag: out.ETag, PartNumber });
      bytes += part.length;
    }
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: done },
      }),
    );
    return bytes;
  } catch (error) {
    await s3.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId })).catch(() => {});
    throw error;
  }
}
