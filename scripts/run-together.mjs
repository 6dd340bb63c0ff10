// Runs npm scripts at the same time (`node scripts/run-together.mjs typecheck lint`): on CI's 2 cores the
// typecheck (tsc) and the lint (eslint, prettier) each keep one core busy, so together they take about as
// long as the slower one. Each script's output is held back and printed whole when it ends, one block per
// script, so the two never interleave; the exit code is the first failure's (0 when all pass).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = performance.now();
const runs = names.map((name) =>
  new Promise((resolve) => {
    const chunks = [];
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ name, code: 1, chunks });
    });
    child.once('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), chunks }));
  }).then((run) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const output = Buffer.concat(run.chunks).toString().trimEnd();
    const verdict = run.code === 0 ? 'passed' : `FAILED (exit code ${run.code})`;
    console.log(`\n> npm run ${run.name}: ${verdict} after ${seconds} s${output ? `\n${output}` : ''}`);
    return run.code;
  }),
);

const codes = await Promise.all(runs);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
