import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../lambdas/local/net';
import { startStack } from '../../lambdas/local/stack';
import { startDnsControl } from '../support/dns-control';
import { startDnsServer } from '../support/dns-server';

/**
 * The e2e suite runs the real product: the web app built by Vite, served with /api on one origin by the
 * local server, over every stand-in, on free ports and a throwaway data folder.
 */
export default async function setup(project: TestProject) {
  // npm run build: Vite, then the prerender of the public pages (scripts/prerender), as deployed.
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-e2e-'));
  // tracking.test.ts: "Check my site" may fetch loopback, and the test site's domain resolves to a loopback
  // port the test listens on (lambdas/config.md: ALLOW_LOOPBACK_FETCH, FETCH_PAGE_RESOLVE).
  const site = { domain: 'candles-e2e.example.com', port: await freePort() };
  process.env.ALLOW_LOOPBACK_FETCH = '1';
  process.env.FETCH_PAGE_RESOLVE = `${site.domain}=127.0.0.1:${site.port}`;
  // dns.test.ts: the stack resolves DNS through a loopback server the tests publish records to.
  const dns = await startDnsServer();
  const dnsControl = await startDnsControl(dns);
  process.env.DNS_SERVERS = dns.server;
  const stack = await startStack({ dataDir, port: 0, ephemeral: true, quiet: true, web: 'build' });
  project.provide('e2eDnsControl', dnsControl.url);
  project.provide('e2eBaseUrl', stack.url);
  project.provide('e2eSite', site);
  return async () => {
    await stack.stop();
    await Promise.allSettled([dnsControl.stop(), dns.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** Control URL of the loopback DNS server the stack resolves through (tests/support/dns-control.ts). */
    e2eDnsControl: string;
    /** The tracking test site: its domain and the 127.0.0.1 port "Check my site" connects to for it. */
    e2eSite: { domain: string; port: number };
  }
}
