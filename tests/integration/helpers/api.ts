import { request } from 'node:http';
import { inject } from 'vitest';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A plain HTTP client for the local app, as the SPA would call it. */
export async function call<T = Record<string, unknown>>(
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: string;
    headers?: Record<string, string>;
    baseUrl?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const baseUrl = options.baseUrl ?? inject('stack').baseUrl;
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    body: options.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/**
 * node:http instead of fetch, which refuses a body on GET: API Gateway passes such a body on, so every
 * route's size and JSON checks must hold for it too.
 */
export function rawCall(
  path: string,
  options: {
    method: string;
    token?: string;
    body: string;
    headers?: Record<string, string>;
    baseUrl?: string;
  },
): Promise<ApiAnswer> {
  const url = new URL(path, options.baseUrl ?? inject('stack').baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: options.method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        'content-length': String(Buffer.byteLength(options.body)),
        ...options.headers,
      },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') headers.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers, body: body as Record<string, unknown>, text });
      });
    });
    req.end(options.body);
  });
}
