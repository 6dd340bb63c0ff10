import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { malformedJson, tooLarge, unsupportedMediaType } from './errors';

/** The raw body as bytes (API Gateway base64-encodes non-text bodies). */
export function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (event.body === undefined || event.body === null) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

function isJsonType(contentType: string | undefined): boolean {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
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
