/**
 * `npm run deploy -- [-c stage=dev] [-c domainName=... -c certificateArn=...] [other cdk deploy args]`:
 * builds the site for its real URL and deploys the stack (scripts/deploy/plan.ts says how). The first
 * deploy of a stack without a custom domain deploys twice: once to learn the CloudFront domain, once with
 * the site built for it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployPlan, outputsFileOf, stackNameOf, type Step } from './plan';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const stackName = stackNameOf(args);
const outputsFile = join(root, outputsFileOf(args));

function siteUrlFromOutputs(): string | undefined {
  if (!existsSync(outputsFile)) return undefined;
  const outputs = JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>;
  return outputs[stackName]?.SiteUrl;
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
}

function runStep(step: Step): void {
  if (step.kind === 'build') {
    const siteUrl = step.siteUrl === 'from-outputs' ? siteUrlFromOutputs() : step.siteUrl;
    if (!siteUrl) throw new Error(`No SiteUrl in ${outputsFile} after the first deploy of ${stackName}.`);
    run('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production', SITE_URL: siteUrl });
    return;
  }
  // The first deploy of a stack: no site yet (config.json only), just to learn its SiteUrl.
  const extra = step.withoutSite ? ['-c', `webDist=${mkdtempSync(join(tmpdir(), 'jm-no-site-'))}`] : [];
  run('npx', ['cdk', ...step.args, ...extra]);
}

mkdirSync(dirname(outputsFile), { recursive: true });
const plan = deployPlan({ args, knownSiteUrl: siteUrlFromOutputs() });
console.log(
  `Deploying ${stackName}: ${plan.map((s) => (s.kind === 'build' ? 'build' : s.withoutSite ? 'deploy (learn the site URL)' : 'deploy')).join(' -> ')}`,
);
for (const step of plan) runStep(step);
console.log(
  `\nDeployed ${stackName} at ${siteUrlFromOutputs() ?? '(see the outputs above)'}. Next: npm run smoke -- <SiteUrl>`,
);
