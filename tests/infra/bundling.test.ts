/**
 * The one test with real bundling: AppFunction bundles a handler with the locally installed esbuild (no
 * Docker, no network) into a self-contained ESM file that Node can load outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { AppFunction } from '../../infra/constructs/function';
import { captureOutput } from '../support/captured-output';
import { cdkJsonContext, grantTargetsByName, removeTempDirs, tempDir } from './synth';

describe('AppFunction bundling (offline, local esbuild)', () => {
  afterAll(removeTempDirs);

  it('bundles the health handler into a self-contained ESM file', async () => {
    const route = routes.find((r) => r.id === 'health')!;
    const app = new App({
      outdir: tempDir('jm-bundle-'),
      context: cdkJsonContext(),
    });
    const stack = new Stack(app, 'Bundle');
    // CDK bundles while the function is built and announces it on stderr: captured and read here (issue 23).
    const { result: assembly, lines } = await captureOutput(async () => {
      new AppFunction(stack, 'Health', {
        def: route,
        environment: { STAGE: 'aws' },
        grantTargets: grantTargetsByName(stack),
      });
      return app.synth();
    });
    expect(lines).toContain('Bundling asset Bundle/Health/Code/Stage...');

    const template = assembly.getStackByName('Bundle').template as {
      Resources: Record<string, { Type: string; Properties: { Code?: { S3Key?: string } } }>;
    };
    const fn = Object.values(template.Resources).find((r) => r.Type === 'AWS::Lambda::Function')!;
    const assetDir = path.join(
      assembly.directory,
      `asset.${fn.Properties.Code!.S3Key!.replace(/\.zip$/, '')}`,
    );
    const bundle = path.join(assetDir, 'index.mjs');
    expect(existsSync(bundle)).toBe(true);
    expect(existsSync(`${bundle}.map`)).toBe(true);
    expect(readFileSync(bundle, 'utf8')).toMatch(
      /^import\{createRequire as \w+\}from"node:module"|^import \{ createRequire/,
    );

    // Load it with plain Node from a folder with no node_modules above it: everything must be inside.
    const isolated = tempDir('jm-bundle-run-');
    cpSync(assetDir, isolated, { recursive: true });
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(path.join(isolated, 'index.mjs'))}); console.log(typeof m.handler);`,
      ],
      {
        cwd: isolated,
        env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', STAGE: 'aws' },
        encoding: 'utf8',
      },
    );
    expect(out.trim()).toBe('function');
  });
});
