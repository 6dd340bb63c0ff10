import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../lambdas/local/net';
import { startStack } from '../../lambdas/local/stack';
import { startDnsControl } from '../support/dns-control';
import { startDnsServer } from '../support/dns-server';
import { launchChromiumServer } from './support/browser';

/**
 * What users get: `npm run build` exactly as a deploy runs it, with NODE_ENV=production. Vitest sets
 * NODE_ENV=test for its own process, and a Vite build inheriting it bundles React's development build
 * (a 525 kB chunk no user receives), so the variable is set here explicitly.
 */
export function buildForProduction(): void {
  execFileSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * The e2e suite runs the real product: the production build of `npm run build`, served the way
 * `SERVE_BUILD=1 npm start` serves it (the local server's 'build' web mode) with /api on one origin, over
 * every stand-in, on free ports and a throwaway data folder. No test needs Vite's dev mode today; a test
 * that does must start its own stack with web: 'vite' and say why.
 */
export default async function setup(project: TestProject) {
  buildForProduction();
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-e2e-'));
  // tracking.test.ts: "Check my site" may fetch loopback, and the test site's domain resolves to a loopback
  // port the test listens on (lambdas/config.md: ALLOW_LOOPBACK_FETCH, FETCH_PAGE_RESOLVE).
  const site = { domain: 'candles-e2e.example.com', port: await freePort() };
  process.env.ALLOW_LOOPBACK_FETCH = '1';
  process.env.FETCH_PAGE_RESOLVE = `${site.domain}=127.0.0.1:${site.port}`;
  // dns.test.ts: the stack runs its local DNS stand-in, as `npm start` does ("Publish these records to the
  // local test DNS"), and it forwards the names it does not hold to a loopback server the tests publish to.
  const dns = await startDnsServer();
  const dnsControl = await startDnsControl(dns);
  delete process.env.DNS_SERVERS;
  const stack = await startStack({
    dataDir,
    port: 0,
    ephemeral: true,
    quiet: true,
    web: 'build',
    dnsUpstream: [dns.server],
  });
  project.provide('e2eDnsControl', dnsControl.url);
  project.provide('e2eBaseUrl', stack.url);
  project.provide('e2eSite', site);
  // editor.test.ts: the handlers' environment (table name, DynamoDB endpoint) to put a user on a plan.
  project.provide('e2eStackEnv', stack.env);
  // One Chromium for the whole run; each test file connects to it (support/browser.ts: launchChromium).
  const browser = await launchChromiumServer();
  project.provide('e2eBrowserWs', browser.wsEndpoint());
  return async () => {
    await browser.close();
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
    /** The environment the stack's handlers run with (lambdas/config.md). */
    e2eStackEnv: Record<string, string>;
    /** The run's shared Chromium (support/browser.ts: launchChromium connects to it). */
    e2eBrowserWs: string;
  }
}
