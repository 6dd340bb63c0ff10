import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { sendJson } from './http-util';
import { buildPageAnswer } from './known-pages';

export type WebMode = 'vite' | 'build' | 'none';

export interface Web {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** Where the build's prerender writes the static HTML of public pages (dist/web/_pages/<path>/index.html). */
export const PRERENDERED_DIR = '_pages';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

const notFound = (res: ServerResponse) => sendJson(res, 404, { error: 'not_found', message: 'Not found.' });

/**
 * The web app on the same origin as /api: Vite in middleware mode (npm start), the built dist/web
 * (SERVE_BUILD=1), or nothing (API-only tests).
 */
export async function createWeb(mode: WebMode, root: string, server: Server): Promise<Web> {
  if (mode === 'none') return { handle: (_req, res) => notFound(res), close: async () => undefined };
  if (mode === 'build') return staticWeb(join(root, 'dist', 'web'));
  const { createServer } = await import('vite');
  const configFile = join(root, 'vite.config.ts');
  const vite = await createServer({
    configFile: existsSync(configFile) ? configFile : false,
    ...(existsSync(configFile) ? {} : { root: join(root, 'web') }),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'spa',
    logLevel: 'warn',
  });
  return {
    handle: (req, res) => vite.middlewares(req, res, () => notFound(res)),
    close: () => vite.close(),
  };
}

function staticWeb(dir: string): Web {
  const index = join(dir, 'index.html');
  const answerOf = buildPageAnswer(dir);
  // Text is gzipped when the browser accepts it, as CloudFront compresses it.
  const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, cache: string, status = 200) => {
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      'content-type': type,
      'cache-control': cache,
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(file);
    if (gzip) stream.pipe(createGzip()).pipe(res);
    else stream.pipe(res);
  };
  return {
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      const file = normalize(join(dir, path));
      if (!file.startsWith(dir + sep) && file !== dir) return notFound(res);
      if (existsSync(file) && statSync(file).isFile()) {
        // Vite puts content-hashed files under /static/ (vite.config.ts assetsDir): they never change.
        const immutable = path.startsWith('/static/');
        return sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
      if (!extname(path)) {
        // Prerendered public pages (scripts/prerender: landing, legal, blog) as CloudFront serves them.
        const page = join(dir, PRERENDERED_DIR, path.replace(/\/+$/, ''), 'index.html');
        if (page.startsWith(join(dir, PRERENDERED_DIR)) && existsSync(page))
          return sendFile(req, res, page, 'no-cache');
        // SPA fallback: app routes get index.html; unknown paths get it with 404 (it shows the not-found page).
        const status = answerOf(path) === 'not-found' ? 404 : 200;
        if (existsSync(index)) return sendFile(req, res, index, 'no-cache', status);
      }
      return notFound(res);
    },
    close: async () => undefined,
  };
}
