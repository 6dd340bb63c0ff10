/** `npm run smoke -- <site URL>` (README, "Deploying to AWS"): exit code 0 when every step passed. */
import { runSmoke } from './smoke';

const site = process.argv[2];
if (!site || !/^https?:\/\//.test(site)) {
  console.error(
    'Usage: npm run smoke -- <site URL>   (the SiteUrl output of the stack, e.g. https://d111.cloudfront.net)',
  );
  process.exit(2);
}
const outcome = await runSmoke(site);
const failed = outcome.results.filter((r) => !r.ok).length;
console.log(
  outcome.passed
    ? `\nSmoke test passed (${outcome.results.length} steps).`
    : `\nSmoke test FAILED: ${failed} step(s).`,
);
process.exit(outcome.passed ? 0 : 1);
