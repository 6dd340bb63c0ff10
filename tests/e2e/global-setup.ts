import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../lambdas/local/stack';

/**
 * The e2e suite runs the real product: the web app built by Vite, served with /api on one origin by the
 * local server, over every stand-in, on free ports and a throwaway data folder.
 */
export default async function setup(project: TestProject) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'jm-e2e-'));
  const stack = await startStack({ dataDir, port: 0, ephemeral: true, quiet: true, web: 'build' });
  project.provide('e2eBaseUrl', stack.url);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}
