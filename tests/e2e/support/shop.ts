import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSnippet } from '../../../shared/tracking/snippet';

export interface Shop {
  url: string;
  close(): Promise<void>;
}

/**
 * A customer's shop on 127.0.0.1 with the tracking snippet installed: `/` is a product page, and
 * `/thank-you` also calls `jm('track', 'Purchase', { value: 24.5, currency: 'EUR' })`. `pages` adds
 * paths whose page runs the given script after the snippet (and replaces `/thank-you`'s when it names it).
 */
export async function startShop(
  apiOrigin: string,
  trackingId: string,
  pages: Record<string, string> = {},
): Promise<Shop> {
  const snippet = buildSnippet({ origin: apiOrigin, trackingId });
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const extra = pages[path];
    const purchase =
      extra !== undefined
        ? `<script>${extra}</script>`
        : path === '/thank-you'
          ? `<script>jm('track', 'Purchase', { value: 24.5, currency: 'EUR' });</script>`
          : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Candles</title>${snippet}${purchase}</head>` +
        `<body><h1>Candles</h1><a href="/thank-you">Buy</a></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
