// The module-load part of a Lambda cold start: a fresh Node process imports a function's bundle, which is
// what the init phase runs before the first request (the runtime's own start-up is the same for every
// bundle, so the time is taken inside the process, around the import). Before and now alternate so that
// machine noise hits both alike; the median of each is reported.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LambdaBundle } from './lambda-bundle';

/** A typical data route, the health check (four SDKs) and a Stripe route. (The streamed chat function needs the Lambda runtime's awslambda global to load.) */
export const COLD_LOAD_FUNCTIONS = ['blog-list.ts', 'health.ts', 'billing-checkout.ts'];
export const COLD_LOAD_RUNS = 9;

export interface ColdLoad {
  fn: string;
  beforeMs: number;
  nowMs: number;
}

function importMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script]).toString());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function coldLoads(
  root: string,
  bundles: { fn: string; before: LambdaBundle; now: LambdaBundle }[],
): ColdLoad[] {
  const dir = path.join(root, 'tmp', 'lambda-cold-load');
  mkdirSync(dir, { recursive: true });
  try {
    return bundles.map(({ fn, before, now }) => measure(dir, fn, before, now));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measure(dir: string, fn: string, before: LambdaBundle, now: LambdaBundle): ColdLoad {
  const files = { before: path.join(dir, `before-${fn}.mjs`), now: path.join(dir, `now-${fn}.mjs`) };
  writeFileSync(files.before, before.code);
  writeFileSync(files.now, now.code);
  const times = { before: [] as number[], now: [] as number[] };
  for (let i = 0; i < COLD_LOAD_RUNS; i++) {
    times.before.push(importMs(files.before));
    times.now.push(importMs(files.now));
  }
  return { fn, beforeMs: median(times.before), nowMs: median(times.now) };
}
