// Sums the vitest JSON reports that `npm test` writes to test-results/ into the one closing line CI reads.
import { readdirSync, readFileSync, existsSync } from 'node:fs';

const dir = 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const r = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  passed += r.numPassedTests ?? 0;
  // A file that fails to load holds no failed test, so count each such file as one failure too.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  failed += (r.numFailedTests ?? 0) + brokenFiles;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `${file.replace('.json', '').padEnd(12)} ${r.numPassedTests} passed, ${r.numFailedTests} failed`,
  );
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
