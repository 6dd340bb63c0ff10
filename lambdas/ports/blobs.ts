export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
  publicUrl: string;
}

export interface Blobs {
  /** A browser upload ticket (presigned POST) limited to one key, a content type prefix and a size. */
  presignUpload(key: string, contentType: string, maxBytes: number): Promise<UploadTicket>;
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  publicUrl(key: string): string;
  ping(): Promise<void>;
}
