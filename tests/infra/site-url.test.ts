/**
 * Issue 19: a deploy never uploads a build whose canonical links, sitemap and feed name localhost.
 * The CDK app reads the build's sitemap.xml back and reports a synth error (so `cdk deploy` stops).
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSiteUrl, builtSiteUrlProblem } from '../../infra/site-url';
import { fakeWebDist, removeTempDirs, synth } from './synth';

afterAll(removeTempDirs);

function buildFor(site: string): string {
  const dir = fakeWebDist();
  writeFileSync(
    path.join(dir, 'sitemap.xml'),
    `<?xml version="1.0"?><urlset><url><loc>${site}/</loc></url><url><loc>${site}/blog</loc></url></urlset>`,
  );
  return dir;
}

describe('the site URL a build was made for', () => {
  it('is read from its sitemap', () => {
    expect(builtSiteUrl(buildFor('https://d111.cloudfront.net'))).toBe('https://d111.cloudfront.net');
    expect(builtSiteUrl(fakeWebDist())).toBeUndefined();
  });

  it('may not be localhost, nor another host than the custom domain', () => {
    expect(builtSiteUrlProblem('http://localhost:3000')).toMatch(
      /names http:\/\/localhost:3000.*npm run deploy/,
    );
    expect(builtSiteUrlProblem('https://d111.cloudfront.net')).toBeUndefined();
    expect(builtSiteUrlProblem('https://d111.cloudfront.net', 'https://mail.example.com')).toMatch(
      /made for https:\/\/d111.cloudfront.net, but this stack serves https:\/\/mail.example.com/,
    );
    expect(builtSiteUrlProblem('https://mail.example.com', 'https://mail.example.com')).toBeUndefined();
  });

  it('a synth of a localhost build reports an error (cdk deploy stops); a build for the site does not', () => {
    const bad = synth({ webDist: buildFor('http://localhost:3000') });
    Annotations.fromStack(bad.stack).hasError('*', Match.stringLikeRegexp('names http://localhost:3000'));
    const good = synth({ webDist: buildFor('https://d111.cloudfront.net') });
    expect(Annotations.fromStack(good.stack).findError('*', Match.anyValue())).toEqual([]);
  });
});
