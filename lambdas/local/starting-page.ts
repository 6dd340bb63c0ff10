import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_HEADERS } from '../security-headers';
import { sendJson } from './http-util';

/**
 * The local server's answer while the stack is still starting (createAppServer before `attach`). A tab left
 * open across a restart of `npm start` reloads into it: a page gets a small HTML page that reloads itself
 * (a meta refresh, no script) until the app answers; the API and every other machine path keep the JSON.
 */
const STARTING_JSON = {
  error: 'starting',
  message: 'Jungle Mail is starting. Try again in a moment.',
} as const;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;line-height:1.5}';

const STARTING_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="1">
<title>Jungle Mail is starting</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Jungle Mail is starting</h1>
<p>This page will reload by itself.</p>
<p><a href="">Reload now</a></p>
</main>
</body>
</html>
`;

/** Its own policy (the app's is not known yet): nothing loads, only its one style element applies. */
const STARTING_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Paths that machines call (the SPA's fetches, the Cognito proxy, uploads, the local tools): JSON only. */
function isMachinePath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/cognito' ||
    path.startsWith('/cognito/') ||
    path === '/config.json' ||
    path.startsWith('/assets/') ||
    path.startsWith('/_local/')
  );
}

/** A browser asking for a page: GET or HEAD of an app path, with text/html accepted. */
function wantsPage(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return !isMachinePath(path) && /\btext\/html\b/i.test(String(req.headers.accept ?? ''));
}

/** The 503 of a server that is not attached yet: the reloading page for a browser's page, else the JSON. */
export function sendStarting(req: IncomingMessage, res: ServerResponse, path: string): void {
  if (!wantsPage(req, path)) {
    // Readable by a shop's page too (its tracking script, its signup form): the public routes answer any
    // origin once started, and a 503 without the header reached the page as a CORS error, not as this.
    sendJson(res, 503, STARTING_JSON, { 'access-control-allow-origin': '*', 'retry-after': '1' });
    return;
  }
  res
    .writeHead(503, {
      ...SITE_HEADERS,
      'content-security-policy': STARTING_CSP,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '1',
    })
    .end(STARTING_HTML);
}
