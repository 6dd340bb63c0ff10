// Benchmark: what click and open tracking (issue 22) adds to each recipient's mail, in one process
// (run: npx tsx tests/bench/click-tracking.ts, or npm run bench -- click-tracking).
// The campaign is rendered once either way; per recipient we time personalise() alone (the unsubscribe token
// and merge tags, as before issue 22) against signing the recipient's click and open tokens plus
// personalise() with them, on the reference email (tests/fixtures/email/reference-email.json) with its links.
// Budget: tracking adds at most 1 ms per recipient on this 20-link email (one HMAC-SHA256 per link, about
// 10 µs each on a loaded 2-core runner): under 2% of the 71 ms each mail has at SES's default rate of 14 a
// second, so it never limits a send. Writes docs/bench/click-tracking.md
// with --write; exits 1 when over budget.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipientClickTokens } from '../../lambdas/domain/links/click-token';
import type { LinkKeys } from '../../lambdas/domain/links/signed-token';
import { campaignTemplate, personalise } from '../../lambdas/domain/campaigns/send/campaign-email';
import { report } from './report';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RECIPIENTS = 5_000;
const BUDGET_US = 1_000;
const documentJson = readFileSync(join(root, 'tests/fixtures/email/reference-email.json'), 'utf8');
const key = randomBytes(32);
const keys: LinkKeys = { key: async () => key };
const base = {
  documentJson,
  subject: 'Spring {{first_name|sale}}',
  replyTo: null,
  verifiedDomain: 'shop.example.com',
  siteUrl: 'https://app.junglemail.example',
};
const plain = campaignTemplate(base)!;
const tracked = campaignTemplate({ ...base, tracking: { utmCampaign: 'spring-sale-c0ffee00' } })!;
const recipient = (i: number) => ({
  sub: 'sub-1',
  campaignId: 'c0ffee00-aaaa-4bbb-8ccc-dddddddddddd',
  contactId: `a5d1e2f3-1111-4222-8333-${String(i).padStart(12, '0')}`,
  contact: { email: `reader${i}@example.com`, firstName: `Name${i}` },
  token: 'UNSUBSCRIBETOKEN',
  siteUrl: base.siteUrl,
});

async function perRecipientUs(withTracking: boolean): Promise<number> {
  let sink = 0;
  const run = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const r = recipient(i);
      const mail = withTracking
        ? personalise(tracked, {
            ...r,
            tracking: await recipientClickTokens(keys, r, tracked.links.length),
          })
        : personalise(plain, r);
      sink += mail.html?.length ?? 0;
    }
  };
  await run(500);
  const started = process.hrtime.bigint();
  await run(RECIPIENTS);
  const us = Number(process.hrtime.bigint() - started) / 1000 / RECIPIENTS;
  if (sink === 0) throw new Error('nothing rendered');
  return us;
}

const before = await perRecipientUs(false);
const after = await perRecipientUs(true);
const added = after - before;
const ok = added <= BUDGET_US;
await report(
  'click-tracking',
  `# Click and open tracking: cost per recipient

The reference email has ${tracked.links.length} tracked links. Per recipient, mean of ${RECIPIENTS.toLocaleString('en-US')}
(after 500 warm-up), one process (\`npx tsx tests/bench/click-tracking.ts\`):

| per recipient | µs |
| --- | --- |
| personalise() without tracking | ${before.toFixed(1)} |
| click/open tokens + personalise() with tracking | ${after.toFixed(1)} |
| added by tracking | ${added.toFixed(1)} (budget ${BUDGET_US}: ${ok ? 'ok' : 'MISSED'}) |
`,
);
if (!ok) process.exit(1);
