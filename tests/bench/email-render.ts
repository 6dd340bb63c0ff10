// Benchmark of the structured-email renderer against MJML 5, in one process (run: npx tsx tests/bench/email-render.ts).
// Budgets (issue 6): render >= 20x faster than mjml2html (warm, validation skipped, median of 200);
// import >= 10x faster than mjml; renderer < 15 KB gzipped in the web bundle (zod external); output HTML
// gzipped no larger than MJML's. Writes docs/bench/email-render.md; exits 1 when a budget is missed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import mjml2html from 'mjml';
import { parseEmailDocument, renderEmailHtml } from '../../shared/email';
import { report } from './report';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const WARMUP = 50;
const RUNS = 200;
const IMPORT_RUNS = 7;
const gz = (s: string | Uint8Array): number => gzipSync(s, { level: 9 }).length;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const parsed = parseEmailDocument(
  JSON.parse(readFileSync(join(root, 'tests/fixtures/email/reference-email.json'), 'utf8')),
  { strict: true },
);
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
const doc = parsed.data;
const mjmlSource = readFileSync(join(root, 'tests/fixtures/email/reference-email.mjml'), 'utf8');
const mjmlOptions = { validationLevel: 'skip' as const };

// 1. Warm render, median of 200: each renderer warmed up, then timed in its own block (interleaving
// would charge MJML's garbage collections to our sub-millisecond renders).
async function timeRenders(): Promise<{
  ours: number;
  mjml: number;
  oursInterleaved: number;
  oursHtml: string;
  mjmlHtml: string;
}> {
  let oursHtml = '';
  let mjmlHtml = '';
  const ours: number[] = [];
  const mjml: number[] = [];
  for (let i = 0; i < WARMUP; i++) mjmlHtml = (await mjml2html(mjmlSource, mjmlOptions)).html;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await mjml2html(mjmlSource, mjmlOptions);
    mjml.push(performance.now() - t);
  }
  for (let i = 0; i < WARMUP; i++) oursHtml = renderEmailHtml(doc);
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    renderEmailHtml(doc);
    ours.push(performance.now() - t);
  }
  // For the record, not a budget: the same, interleaved one by one (ours then suffers MJML's garbage).
  const mixed: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    renderEmailHtml(doc);
    mixed.push(performance.now() - t);
    await mjml2html(mjmlSource, mjmlOptions);
  }
  return { ours: median(ours), mjml: median(mjml), oursInterleaved: median(mixed), oursHtml, mjmlHtml };
}

// 2. Bundles: the renderer as the web app bundles it (browser, ESM, minified), zod external and included;
// and a Node bundle (zod included) for the import-time measurement, as a Lambda would ship it.
const tmp = mkdtempSync(join(tmpdir(), 'jm-bench-'));
const bundle = (
  platform: 'browser' | 'node',
  external: string[],
  outfile: string,
  entry = join(root, 'shared/email/index.ts'),
): Uint8Array => {
  buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    external,
    outfile,
    logLevel: 'error',
  });
  return readFileSync(outfile);
};
const webNoZod = bundle('browser', ['zod', 'zod/*'], join(tmp, 'web-no-zod.mjs'));
const renderEntry = join(tmp, 'render-only.ts');
writeFileSync(
  renderEntry,
  `export { renderEmailHtml, renderEmailText } from ${JSON.stringify(join(root, 'shared/email/index.ts'))};\n`,
);
const renderOnly = bundle('browser', ['zod', 'zod/*'], join(tmp, 'render-only.mjs'), renderEntry);
const webWithZod = bundle('browser', [], join(tmp, 'web-with-zod.mjs'));
const nodeBundle = join(tmp, 'node.mjs');
bundle('node', [], nodeBundle);

// 3. Import time: fresh Node processes, alternating, the time of the dynamic import itself.
function importMs(specifier: string): number {
  const code = `const t=performance.now();await import(${JSON.stringify(specifier)});process.stdout.write(String(performance.now()-t))`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`import of ${specifier} failed: ${r.stderr}`);
  return Number(r.stdout);
}
const oursImports: number[] = [];
const mjmlImports: number[] = [];
for (let i = 0; i < IMPORT_RUNS; i++) {
  oursImports.push(importMs(nodeBundle));
  mjmlImports.push(importMs('mjml'));
}
rmSync(tmp, { recursive: true, force: true });

const render = await timeRenders();
const r = {
  renderOurs: render.ours,
  renderMjml: render.mjml,
  importOurs: median(oursImports),
  importMjml: median(mjmlImports),
  renderOursInterleaved: render.oursInterleaved,
  renderOnlyMin: renderOnly.length,
  renderOnlyGz: gz(renderOnly),
  webNoZodMin: webNoZod.length,
  webNoZodGz: gz(webNoZod),
  webWithZodMin: webWithZod.length,
  webWithZodGz: gz(webWithZod),
  outOurs: render.oursHtml.length,
  outMjml: render.mjmlHtml.length,
  outOursGz: gz(render.oursHtml),
  outMjmlGz: gz(render.mjmlHtml),
};
const renderRatio = r.renderMjml / r.renderOurs;
const importRatio = r.importMjml / r.importOurs;
const budgets = [
  {
    name: 'render speed vs mjml2html',
    value: `${renderRatio.toFixed(1)}x faster`,
    ok: renderRatio >= 20,
    budget: '>= 20x',
  },
  {
    name: 'import time vs mjml',
    value: `${importRatio.toFixed(1)}x faster`,
    ok: importRatio >= 10,
    budget: '>= 10x',
  },
  {
    name: 'renderer in the web bundle, gzipped (zod external)',
    value: `${(r.webNoZodGz / 1024).toFixed(2)} KB`,
    ok: r.webNoZodGz < 15 * 1024,
    budget: '< 15 KB',
  },
  {
    name: 'output HTML gzipped vs MJML',
    value: `${(r.outOursGz / r.outMjmlGz).toFixed(2)}x MJML's`,
    ok: r.outOursGz <= r.outMjmlGz,
    budget: '<= 1x',
  },
];

const kb = (n: number): string => (n / 1024).toFixed(2) + ' KB';
const md = `# Email renderer benchmark

Run by \`npx tsx tests/bench/email-render.ts\` (also by \`npm run bench\`). One process; the reference email
(\`tests/fixtures/email/reference-email.json\`, 10 sections) against its MJML twin
(\`reference-email.mjml\`) rendered by mjml ${(JSON.parse(readFileSync(join(root, 'node_modules/mjml/package.json'), 'utf8')) as { version: string }).version} with \`validationLevel: 'skip'\`.

- Date: ${new Date().toISOString()}
- Machine: ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}

| measure | ours | MJML | ratio |
|---|---|---|---|
| render, warm, median of ${RUNS} (each after ${WARMUP} warm-up renders, timed in separate blocks) | ${r.renderOurs.toFixed(3)} ms | ${r.renderMjml.toFixed(3)} ms | ${renderRatio.toFixed(1)}x faster |
| render interleaved one by one with MJML's (for the record) | ${r.renderOursInterleaved.toFixed(3)} ms | | ${(r.renderMjml / r.renderOursInterleaved).toFixed(1)}x faster |
| import in a fresh Node process, median of ${IMPORT_RUNS} | ${r.importOurs.toFixed(1)} ms | ${r.importMjml.toFixed(1)} ms | ${importRatio.toFixed(1)}x faster |
| output HTML | ${kb(r.outOurs)} | ${kb(r.outMjml)} | ${(r.outOurs / r.outMjml).toFixed(2)} |
| output HTML, gzipped | ${kb(r.outOursGz)} | ${kb(r.outMjmlGz)} | ${(r.outOursGz / r.outMjmlGz).toFixed(2)} |

| renderer bundle (shared/email/index.ts, esbuild, ESM, minified, platform browser) | minified | gzipped |
|---|---|---|
| zod external (the renderer's own contribution; the web app bundles zod anyway) | ${kb(r.webNoZodMin)} | ${kb(r.webNoZodGz)} |
| zod/mini included | ${kb(r.webWithZodMin)} | ${kb(r.webWithZodGz)} |
| only renderEmailHtml and renderEmailText imported (tree-shaken), zod external | ${kb(r.renderOnlyMin)} | ${kb(r.renderOnlyGz)} |

How: our render calls \`renderEmailHtml\` on a document parsed once beforehand (rendering does no parsing);
MJML's calls \`mjml2html\` on the MJML text (parsing is part of its render). Import time is the duration of
\`await import(...)\` inside a fresh \`node\` process (Node start-up excluded): ours is the Node bundle of
shared/email with zod/mini inlined, as a Lambda would ship it; MJML is the installed \`mjml\` package.
Gzip is level 9.

| budget | result | target | |
|---|---|---|---|
${budgets.map((b) => `| ${b.name} | ${b.value} | ${b.budget} | ${b.ok ? 'ok' : 'MISSED'} |`).join('\n')}
`;
await report('email-render', md);
const missed = budgets.filter((b) => !b.ok);
if (missed.length > 0) {
  console.error('over budget: ' + missed.map((b) => b.name).join(', '));
  process.exit(1);
}
