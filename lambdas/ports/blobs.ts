export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
  publicUrl: string;
  /** How long the ticket may be used. */
  expiresInSeconds: number;
}

export interface UploadLimits {
  /** Stored as the object's Cache-Control (a field of the POST and a condition of its policy). */
  cacheControl?: string;
}

/** The headers an object is stored (and served) with. */
export interface StoredHeaders {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
}

/**
 * Uploaded objects. Keys are the app's own ('projects/{id}/images/…'); the adapter places them under the
 * bucket's assets prefix, which is also the path they are served at (publicUrl).
 */
export interface Blobs {
  /**
   * A browser upload ticket (presigned POST) limited to one key, a size, and a content type: a full type
   * ('image/png') is fixed in the fields and required exactly; a prefix ('image/') only has to match.
   */
  presignUpload(
    key: string,
    contentType: string,
    maxBytes: number,
    limits?: UploadLimits,
  ): Promise<UploadTicket>;
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  /** The object's first `bytes` bytes (fewer if it is shorter); undefined when there is no object. */
  readStart(key: string, bytes: number): Promise<Uint8Array | undefined>;
  /**
   * The object's bytes as they arrive (never the whole object in memory: a contacts import reads its CSV
   * this way); undefined when there is no object.
   */
  stream(key: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  /**
   * Writes an object from chunks as they are made, never holding more than one upload part in memory (a
   * contacts export); answers the bytes written.
   */
  write(key: string, body: AsyncIterable<string | Uint8Array>, headers: StoredHeaders): Promise<number>;
  /** A link that downloads a private object for `expiresInSeconds` (a contacts export). */
  presignDownload(key: string, expiresInSeconds: number): Promise<string>;
  delete(key: string): Promise<void>;
  /**
   * Copies an object to another key of the bucket: with its own content type and cache control, or with
   * `headers` in their place (a confirmed image gets its checked type and a Content-Disposition).
   */
  copy(from: string, to: string, headers?: StoredHeaders): Promise<void>;
  /** The keys of every object whose key begins with `prefix` (e.g. a project's images). */
  list(prefix: string): Promise<string[]>;
  /** Deletes these objects (a missing one is no error). */
  deleteMany(keys: readonly string[]): Promise<void>;
  publicUrl(key: string): string;
  ping(): Promise<void>;
}
