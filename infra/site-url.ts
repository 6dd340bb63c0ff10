/**
 * The site URL a build was made for, read back from its sitemap.xml (scripts/prerender writes every
 * absolute URL of canonical, og:url, sitemap and feed from SITE_URL). A deploy must never upload a build
 * made for localhost: search engines would index it. JungleMailStack reports such a build as a synth
 * error, so `cdk deploy` stops; `npm run deploy` (scripts/deploy) builds with the right URL.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Origin of the first <loc> of dist/web/sitemap.xml, or undefined when the build has no sitemap. */
export function builtSiteUrl(webDist: string | undefined): string | undefined {
  const file = webDist ? path.join(webDist, 'sitemap.xml') : undefined;
  if (!file || !fs.existsSync(file)) return undefined;
  const loc = /<loc>([^<]+)<\/loc>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!loc) return undefined;
  try {
    return new URL(loc).origin;
  } catch {
    return undefined;
  }
}

/** Why a build cannot be deployed to `expectedSiteUrl` (undefined: fine). */
export function builtSiteUrlProblem(built: string | undefined, expectedSiteUrl?: string): string | undefined {
  if (!built) return undefined;
  const host = new URL(built).hostname;
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]')
    return `The build names ${built} in its canonical links, sitemap and feed. Deploy with \`npm run deploy\`, which builds with the stack's site URL (or run \`SITE_URL=<site URL> npm run build\` first).`;
  if (expectedSiteUrl && built !== expectedSiteUrl)
    return `The build was made for ${built}, but this stack serves ${expectedSiteUrl}. Run \`npm run deploy\` again (it rebuilds with the site URL).`;
  return undefined;
}
