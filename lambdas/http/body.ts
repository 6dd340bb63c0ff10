import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError, malformedJson, tooLarge, unsupportedMediaType } from './errors';

/** The raw body as bytes (API Gateway base64-encodes non-text bodies). */
export function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJsonType(contentType: string | undefined): boolean {
  const media = mediaType(contentType);
  return media === 'application/json' || /^application\/[\w.+-]+\+json$/.test(media);
}

/**
 * The checks every body goes through, in this order: size (413), content type (415), JSON syntax (400).
 * Returns the parsed JSON, or undefined when there is no body.
 */
export function readJsonBody(event: APIGatewayProxyEventV2, maxBodyBytes: number): unknown {
  const bytes = rawBody(event);
  if (bytes.length > maxBodyBytes) throw tooLarge(maxBodyBytes);
  if (bytes.length === 0) return undefined;
  if (!isJsonType(event.headers?.['content-type'])) throw unsupportedMediaType();
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw malformedJson();
  }
}

/**
 * For routes that parse the body themselves (the tracking ingest takes text/plain): size (413), then the
 * media type against `types` (415; a missing content-type counts as text), then the bytes as UTF-8 text.
 * Returns undefined when there is no body.
 */
export function readTextBody(
  event: APIGatewayProxyEventV2,
  maxBodyBytes: number,
  types: readonly string[],
): string | undefined {
  // A text body arrives as a string already: count its bytes without copying it.
  const text = event.body && !event.isBase64Encoded ? event.body : undefined;
  const size = text !== undefined ? Buffer.byteLength(text, 'utf8') : rawBody(event).length;
  if (size > maxBodyBytes) throw tooLarge(maxBodyBytes);
  if (size === 0) return undefined;
  const media = mediaType(event.headers?.['content-type']);
  if (media !== '' && !types.includes(media)) {
    throw new HttpError(415, 'unsupported_media_type', `Send the request body as ${types.join(' or ')}.`);
  }
  return text ?? rawBody(event).toString('utf8');
}
