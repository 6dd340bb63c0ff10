import { describe, expect, it } from 'vitest';
import { contextOf, deployPlan, outputsFileOf, stackNameOf } from '../../../scripts/deploy/plan';

describe('npm run deploy: the site is built for its real URL, no manual step', () => {
  it('a custom domain is known up front: build for it, then deploy once', () => {
    const args = [
      '-c',
      'domainName=Mail.Example.com',
      '-c',
      'certificateArn=arn:aws:acm:us-east-1:1:certificate/x',
    ];
    expect(deployPlan({ args })).toEqual([
      { kind: 'build', siteUrl: 'https://mail.example.com' },
      {
        kind: 'cdk-deploy',
        args: ['deploy', 'JungleMail-prod', '--outputs-file', 'cdk-outputs/JungleMail-prod.json', ...args],
        withoutSite: false,
      },
    ]);
  });

  it('a stack deployed before: build for the SiteUrl of its outputs, then deploy once', () => {
    const plan = deployPlan({ args: ['-c', 'stage=dev'], knownSiteUrl: 'https://d111.cloudfront.net' });
    expect(plan).toEqual([
      { kind: 'build', siteUrl: 'https://d111.cloudfront.net' },
      {
        kind: 'cdk-deploy',
        args: [
          'deploy',
          'JungleMail-dev',
          '--outputs-file',
          'cdk-outputs/JungleMail-dev.json',
          '-c',
          'stage=dev',
        ],
        withoutSite: false,
      },
    ]);
  });

  it('the first deploy: deploy without the site to learn the CloudFront domain, build for it, deploy again', () => {
    const plan = deployPlan({ args: [] });
    expect(
      plan.map((s) =>
        s.kind === 'build' ? `build ${s.siteUrl}` : `deploy${s.withoutSite ? ' (no site)' : ''}`,
      ),
    ).toEqual(['deploy (no site)', 'build from-outputs', 'deploy']);
    // Never a build without a site URL: the default of the prerender step is http://localhost:3000.
    expect(plan.every((s) => s.kind !== 'build' || s.siteUrl !== undefined)).toBe(true);
  });

  it('reads -c / --context pairs in both spellings and names the stack and its outputs file after the stage', () => {
    expect(contextOf(['-c', 'stage=dev', '--context=alarmEmail=a@b.c', '--context', 'x=1=2'])).toEqual({
      stage: 'dev',
      alarmEmail: 'a@b.c',
      x: '1=2',
    });
    expect(stackNameOf([])).toBe('JungleMail-prod');
    expect(stackNameOf(['-c', 'stackName=Mine'])).toBe('Mine');
    expect(outputsFileOf(['-c', 'stage=dev'])).toBe('cdk-outputs/JungleMail-dev.json');
  });
});
