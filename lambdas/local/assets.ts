import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { UPLOAD_HEADERS } from '../security-headers';

const PASSED_ON = [
  'content-type',
  'content-length',
  'cache-control',
  'content-disposition',
  'etag',
  'last-modified',
] as const;
/** Only confirmed images are served (projects/{id}/images/{name}), never uploads waiting under pending/. */
const SERVED = /^projects\/[^/]+\/images\/[^/]+$/;

/**
 * GET/HEAD /assets/* locally, as CloudFront serves it in AWS: the object at the same key in the assets
 * bucket (s3rver), so uploaded images have one public URL shape everywhere (ASSETS_PUBLIC_BASE). Like
 * CloudFront's uploads behaviour, only confirmed images: anything else under /assets/ is not found.
 */
export async function serveAsset(req: IncomingMessage, res: ServerResponse, path: string, config: Config) {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', ...UPLOAD_HEADERS }).end();
    return;
  }
  let parts: string[];
  try {
    parts = path
      .replace(/^\/assets\//, '')
      .split('/')
      .map(decodeURIComponent);
  } catch {
    parts = [];
  }
  if (
    parts.length === 0 ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    !SERVED.test(parts.join('/'))
  ) {
    res.writeHead(404, UPLOAD_HEADERS).end();
    return;
  }
  const key = parts.map(encodeURIComponent).join('/');
  const url = `${config.endpoints.s3}/${config.assetsBucket}/${config.assetsKeyPrefix}${key}`;
  const upstream = await fetch(url, { method });
  if (!upstream.ok) {
    // Like CloudFront over a private bucket: a missing object is not found, nothing more said.
    res.writeHead(upstream.status === 404 || upstream.status === 403 ? 404 : 502, UPLOAD_HEADERS).end();
    return;
  }
  const headers: Record<string, string> = { ...UPLOAD_HEADERS };
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(200, headers);
  if (method === 'HEAD' || !upstream.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await upstream.arrayBuffer()));
}
