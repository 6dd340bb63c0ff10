/**
 * What `npm run deploy -- [cdk args]` does, as data (pure; tests/unit/scripts/deploy-plan.test.ts).
 * Every absolute URL of the prerendered pages, sitemap.xml and rss.xml needs the site URL at build time:
 *   - with a custom domain (`-c domainName=...`) it is known: build, then deploy;
 *   - else it is the stack's SiteUrl output (the CloudFront domain). Every deploy writes its outputs to
 *     cdk-outputs/<stack>.json; when that file names the SiteUrl: build, then deploy. On the very first
 *     deploy (no file): deploy the stack without the site (config.json only), read SiteUrl from the
 *     outputs, build with it, deploy again. No manual step either way.
 */
export type Step =
  | { kind: 'build'; siteUrl: string | 'from-outputs' }
  | { kind: 'cdk-deploy'; args: string[]; withoutSite: boolean };

export interface DeployInput {
  /** Arguments after `npm run deploy --` (passed on to `cdk deploy`). */
  args: string[];
  /** SiteUrl of this stack from its last outputs file, if any. */
  knownSiteUrl?: string;
}

/** `-c key=value` / `--context key=value` pairs of the arguments. */
export function contextOf(args: string[]): Record<string, string> {
  const context: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = /^(?:-c|--context)=(.+)$/.exec(arg)?.[1];
    const pair = inline ?? (arg === '-c' || arg === '--context' ? args[++i] : undefined);
    const match = pair ? /^([^=]+)=(.*)$/.exec(pair) : null;
    if (match) context[match[1]!] = match[2]!;
  }
  return context;
}

/** The stack a deploy targets: `-c stackName`, else JungleMail-<stage> (infra/stage.ts). */
export function stackNameOf(args: string[]): string {
  const context = contextOf(args);
  return context.stackName ?? `JungleMail-${context.stage ?? 'prod'}`;
}

export function outputsFileOf(args: string[]): string {
  return `cdk-outputs/${stackNameOf(args)}.json`;
}

export function deployPlan({ args, knownSiteUrl }: DeployInput): Step[] {
  const domain = contextOf(args).domainName;
  const deploy = (withoutSite: boolean): Step => ({
    kind: 'cdk-deploy',
    args: ['deploy', stackNameOf(args), '--outputs-file', outputsFileOf(args), ...args],
    withoutSite,
  });
  const known = domain ? `https://${domain.toLowerCase()}` : knownSiteUrl;
  if (known) return [{ kind: 'build', siteUrl: known }, deploy(false)];
  return [deploy(true), { kind: 'build', siteUrl: 'from-outputs' }, deploy(false)];
}
