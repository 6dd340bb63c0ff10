/**
 * The smoke test's site checks: /api/health, /config.json, security headers, the prerendered canonical.
 * No account needed; they say whether the deploy's pieces are wired (CloudFront behaviours, config.json
 * written at deploy, the build made for this site).
 */
import { healthResponseSchema } from '../../shared/contracts/health';
import { runtimeConfigSchema, type RuntimeConfig } from '../../shared/contracts/runtime-config';
import { expectStatus, request } from './http';
import { check } from './report';

export async function health(site: string): Promise<{ value: null; detail: string }> {
  const answer = await request(`${site}/api/health`);
  const parsed = healthResponseSchema.safeParse(answer.body);
  check(parsed.success, `/api/health answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
  const down = Object.entries(parsed.data.services).filter(([, state]) => state !== 'up');
  check(answer.status === 200 && down.length === 0, `down: ${down.map(([name]) => name).join(', ')}`);
  return { value: null, detail: Object.keys(parsed.data.services).join(', ') + ' up' };
}

export async function runtimeConfig(site: string): Promise<{ value: RuntimeConfig; detail: string }> {
  const answer = await request(`${site}/config.json`);
  expectStatus(answer, 200, '/config.json');
  const parsed = runtimeConfigSchema.safeParse(answer.body);
  check(
    parsed.success,
    `/config.json does not match the runtime config contract: ${answer.text.slice(0, 200)}`,
  );
  const config = parsed.data;
  check(config.apiBase === '/api', `apiBase is ${config.apiBase}, not /api`);
  // A Cognito pool id starts with its region: config.json written by another stack or region shows here.
  check(
    config.stage !== 'aws' || config.userPoolId.startsWith(`${config.region}_`),
    `userPoolId ${config.userPoolId} is not in region ${config.region}`,
  );
  check(
    new URL(site).protocol === 'https:' ? config.stage === 'aws' : true,
    `stage is ${config.stage} on https`,
  );
  return { value: config, detail: `${config.stage}, ${config.region}, AI ${config.aiProvider}` };
}

const SECURITY_HEADERS = {
  spa: ['content-security-policy', 'x-content-type-options', 'referrer-policy'],
  api: ['x-content-type-options'],
  assets: ['content-security-policy', 'x-content-type-options'],
} as const;

/** The headers CloudFront (or the local server) must add; HSTS too when the site is https. */
export function missingSecurityHeaders(
  site: string,
  kind: keyof typeof SECURITY_HEADERS,
  headers: Headers,
): string[] {
  const wanted: string[] = [...SECURITY_HEADERS[kind]];
  if (new URL(site).protocol === 'https:') wanted.push('strict-transport-security');
  return wanted.filter((name) => !headers.get(name));
}

export async function securityHeaders(site: string, web: boolean): Promise<{ value: null; detail: string }> {
  const targets: [keyof typeof SECURITY_HEADERS, string][] = [['api', '/api/health']];
  if (web) targets.unshift(['spa', '/']);
  const problems: string[] = [];
  for (const [kind, path] of targets) {
    const answer = await request(`${site}${path}`, { headers: { accept: 'text/html' } });
    const missing = missingSecurityHeaders(site, kind, answer.headers);
    if (missing.length) problems.push(`${path} lacks ${missing.join(', ')}`);
  }
  check(problems.length === 0, problems.join('; '));
  return { value: null, detail: targets.map(([, path]) => path).join(', ') };
}

export async function prerenderedCanonical(site: string): Promise<{ value: null; detail: string }> {
  const answer = await request(`${site}/privacy-policy`, { headers: { accept: 'text/html' } });
  expectStatus(answer, 200, '/privacy-policy');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(answer.text)?.[1];
  check(canonical, '/privacy-policy has no canonical link (not prerendered?)');
  check(
    canonical === `${site}/privacy-policy`,
    `canonical is ${canonical}, not ${site}/privacy-policy: the build was made for another site (npm run deploy builds with the site URL)`,
  );
  return { value: null, detail: canonical };
}
