/**
 * Benchmark: a 10,000-contact campaign (issue 21) on the local stack, from "send" to 10,000 mails in the SES
 * stand-in's store.
 *
 *   npx tsx tests/bench/sending.ts [contacts]      (or: npm run bench -- sending)
 *
 * - Raw: the SES stand-in's own SendEmail rate, through the same SES v2 adapter and the local SES proxy, at
 *   the worker's concurrency (the sends the workers can have in flight: workers x batches per invocation x
 *   lanes per batch), with no DynamoDB or SQS at all.
 * - Campaign: the real path (send job on the local SQS, the event-source runner, the worker with its
 *   claims, reads and counters in DynamoDB Local) with GetAccount reporting a rate far above both, so the
 *   pacer never waits and the figure is the pipeline's own. Budget: campaign >= 0.5 x raw, messages/s.
 * - Cost per recipient, counted by wrapping the DynamoDB document client's and the SQS client's `send` in
 *   this process (the stack's handlers run here): reads (Get, BatchGet, Query calls), writes (items written:
 *   Put, Update, Delete, each item of a TransactWrite or a BatchWrite) and SQS requests by kind. Budget: <= 3 writes per recipient.
 * Writes docs/bench/sending.md with --write; exits 1 when over budget.
 */
import { readFileSync } from 'node:fs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SesMailer } from '../../lambdas/adapters/aws/ses-mailer';
import { createDeps } from '../../lambdas/deps';
import { LANES_PER_BATCH } from '../../lambdas/domain/sending/worker-settings';
import { startCampaignSend } from '../../lambdas/domain/sending/start';
import { startStack } from '../../lambdas/local/stack';
import { waitFor } from '../../lambdas/local/net';
import { sendingTriggers, SEND_WORKER_CONCURRENCY } from '../../lambdas/routes/sending';
import { keys } from '../../lambdas/table';
import { queuePort } from '../../lambdas/wiring/queue';
import { control, seedAccount, seedCampaign, seedContacts, sentMails } from '../support/sending-data';
import { benchArgs, report } from './report';

const CONTACTS = Number(benchArgs()[0] ?? 10_000);
const RATIO_BUDGET = 0.5;
const WRITES_BUDGET = 3;
const FAST_RATE = 100_000;

type Counter = Record<string, number>;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const counting = { on: false, dynamo: {} as Counter, sqs: {} as Counter };
const bump = (c: Counter, key: string, n = 1) => (c[key] = (c[key] ?? 0) + n);

/** Counts every command the stack's DynamoDB store and SQS clients send while `counting.on`. */
function countCommands(): void {
  const docSend = DynamoDBDocumentClient.prototype.send;
  DynamoDBDocumentClient.prototype.send = function (
    this: DynamoDBDocumentClient,
    command: never,
    ...rest: never[]
  ) {
    if (counting.on) {
      const name = (command as { constructor: { name: string } }).constructor.name.replace(/Command$/, '');
      const items = (command as { input?: { TransactItems?: object[] } }).input?.TransactItems ?? [];
      bump(counting.dynamo, name);
      if (name === 'Get' || name === 'Query' || name === 'BatchGet') bump(counting.dynamo, 'reads');
      else if (name === 'TransactWrite') {
        // A ConditionCheck writes nothing (it is billed as a transactional write): counted apart.
        const checks = items.filter((item) => 'ConditionCheck' in item).length;
        bump(counting.dynamo, 'writes', items.length - checks);
        bump(counting.dynamo, 'checks', checks);
      } else if (name === 'BatchWrite') {
        // Each put or delete of a BatchWriteItem is one item written (unprocessed ones come back as calls).
        const requests = (command as { input?: { RequestItems?: Record<string, object[]> } }).input
          ?.RequestItems;
        bump(counting.dynamo, 'writes', Object.values(requests ?? {}).flat().length);
      } else if (name === 'Put' || name === 'Update' || name === 'Delete') bump(counting.dynamo, 'writes');
    }
    return (docSend as (...a: unknown[]) => unknown).call(this, command, ...rest);
  } as typeof docSend;
  const sqsSend = SQSClient.prototype.send;
  SQSClient.prototype.send = function (this: SQSClient, command: never, ...rest: never[]) {
    if (counting.on)
      bump(
        counting.sqs,
        (command as { constructor: { name: string } }).constructor.name.replace(/Command$/, ''),
      );
    return (sqsSend as (...a: unknown[]) => unknown).call(this, command, ...rest);
  } as typeof sqsSend;
}

async function rawRate(
  endpoint: string,
  region: string,
  concurrency: number,
  total: number,
): Promise<number> {
  const mailer = new SesMailer(
    new SESv2Client({ endpoint, region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
  );
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < total; i = next++)
        await mailer.send({
          from: 'news@raw.example.com',
          to: [`raw-${i}@example.com`],
          subject: 'Raw',
          html: '<p>Hello</p>',
          text: 'Hello',
          headers: [{ name: 'List-Unsubscribe', value: '<https://x.example.com/api/u/t>' }],
          tags: { account: 'a', campaign: 'c', contact: String(i) },
        });
    }),
  );
  return total / ((performance.now() - t0) / 1000);
}

import { execSync } from 'node:child_process';
const pidOf = (endpoint: string) => { const port = new URL(endpoint).port; return /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`).toString())![1]!; };
const cpuMs = (pid: string) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const selfMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  countCommands();
  const stack = await startStack({ ephemeral: true, web: 'none', quiet: true });
  try {
    const deps = createDeps(stack.env, [queuePort]);
    const target = { store: deps.ports.store, ses: stack.env.AWS_ENDPOINT_SES as string };
    await control(target, '/_control/account', { maxSendRate: FAST_RATE });
    const worker = sendingTriggers.find((t) => t.id === 'campaignSendBatch');
    const concurrency = SEND_WORKER_CONCURRENCY * (worker?.batchSize ?? 1) * LANES_PER_BATCH;

    const jpid = pidOf(stack.env.AWS_ENDPOINT_DYNAMODB as string);
    const sesUp = execSync(`pgrep -f aws-ses-v2-local/dist/cli.js`).toString().trim().split('\n');
    const snap = () => ({ java: cpuMs(jpid), node: selfMs(), ses: sesUp.reduce((a, p) => { try { return a + cpuMs(p); } catch { return a; } }, 0) });
    const s0 = snap();
    // Raw first (the store then holds only raw mail), over the same number of mails.
    const raw = await rawRate(target.ses, stack.env.AWS_REGION as string, concurrency, CONTACTS);

    const s1 = snap();
    const account = await seedAccount(target);
    const t0Seed = performance.now();
    await seedContacts(
      target,
      account.sub,
      Array.from({ length: CONTACTS }, (_, i) => ({ email: `c${i}@bench.example.com`, firstName: `N${i}` })),
    );
    const seedSeconds = (performance.now() - t0Seed) / 1000;
    const campaignId = await seedCampaign(target, account);
    const before = (await sentMails(target)).length;

    const loadBefore = loadavg();
    counting.on = true;
    const s2 = snap();
    const t0 = performance.now();
    await startCampaignSend(deps.ports, { sub: account.sub, campaignId });
    // The campaign's own state, not the store: reading thousands of stored mails (in this process, like the
    // handlers) every few hundred milliseconds would slow what is measured.
    await waitFor(
      'the campaign to be sent',
      async () =>
        (await deps.ports.store.get(keys.campaign(account.sub, campaignId)))?.status === 'sent'
          ? true
          : undefined,
      30 * 60_000,
      100,
    );
    const seconds = (performance.now() - t0) / 1000;
    const s3 = snap();
    const perCpu = (a: ReturnType<typeof snap>, b: ReturnType<typeof snap>) => `java ${((b.java - a.java) / CONTACTS).toFixed(2)} node ${((b.node - a.node) / CONTACTS).toFixed(2)} ses ${((b.ses - a.ses) / CONTACTS).toFixed(2)} ms/mail`;
    console.log('CPU raw:', perCpu(s0, s1), "| campaign:", perCpu(s2, s3));
    counting.on = false;
    const campaign = (await deps.ports.store.get(keys.campaign(account.sub, campaignId))) ?? {};
    const mails = (await sentMails(target)).length - before;
    const rate = CONTACTS / seconds;
    const ratio = rate / raw;
    const per = (n: number | undefined) => ((n ?? 0) / CONTACTS).toFixed(3);
    const d = counting.dynamo;
    const q = counting.sqs;
    const ok = ratio >= RATIO_BUDGET && (d.writes ?? 0) / CONTACTS <= WRITES_BUDGET && mails === CONTACTS;
    await report(
      'sending',
      `# Sending: a ${CONTACTS.toLocaleString('en-US')}-contact campaign

\`npx tsx tests/bench/sending.ts\` (tests/bench/sending.ts), local stack: DynamoDB Local in memory, the local
SQS and its event-source runner, the SES stand-in behind the local SES proxy. GetAccount reports
${FAST_RATE.toLocaleString('en-US')} mails/s so the pacer never waits: the figures are the pipeline's own. One run on
a shared 2-core machine; ratios, not absolute numbers, are the budget.

| measure | value | budget |
| --- | --- | --- |
| raw SES stand-in SendEmail, ${concurrency} in flight | ${raw.toFixed(0)} mails/s | |
| campaign, send to 'sent' (every recipient settled) | ${rate.toFixed(0)} mails/s (${seconds.toFixed(1)} s) | |
| campaign / raw | ${ratio.toFixed(2)} | >= ${RATIO_BUDGET} ${ratio >= RATIO_BUDGET ? 'ok' : 'OVER'} |
| mails in the store / contacts | ${mails} / ${CONTACTS} | equal |
| campaign counters | queued ${String(campaign.queued)}, sent ${String(campaign.sent)}, failed ${String(campaign.failed)}, skipped ${String(campaign.skipped)} | |
| DynamoDB writes per recipient (items written) | ${per(d.writes)} | <= ${WRITES_BUDGET} |
| DynamoDB condition checks per recipient (in transactions) | ${per(d.checks)} | |
| items written + condition checks per recipient | ${per((d.writes ?? 0) + (d.checks ?? 0))} | |
| DynamoDB reads per recipient (Get, BatchGet, Query calls) | ${per(d.reads)} | |
| SQS SendMessage(Batch) per recipient | ${per((q.SendMessage ?? 0) + (q.SendMessageBatch ?? 0))} | |
| SQS ReceiveMessage / DeleteMessageBatch per recipient | ${per(q.ReceiveMessage)} / ${per((q.DeleteMessageBatch ?? 0) + (q.DeleteMessage ?? 0))} | |

DynamoDB calls by kind: ${Object.entries(d)
        .filter(([k]) => k !== 'reads' && k !== 'writes' && k !== 'checks')
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}. SQS calls by kind: ${Object.entries(q)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} (ReceiveMessage includes the runner's empty long polls).
Writes count items written (Put, Update, Delete, each item of a TransactWrite or a BatchWrite); a
ConditionCheck writes nothing and is counted apart (DynamoDB bills it as a transactional write). The claim is
a plain conditional Put followed by a strongly consistent read of the contact (strict unsubscribe,
docs/architecture.md › The send path); the lanes' contact reads asked at once go out as one BatchGetItem
(ConsistentRead) and their 'sent' marks as one BatchWriteItem (coalesced-calls.ts): a mailed recipient still
costs 2 WCU (claim, mark) + 1 RCU, in fewer calls. Reads count calls (a BatchGet reads many contacts); the
others are per batch (the campaign's status, re-read each second while a batch sends; its counted mark; the
template's items once per warm worker).
Seeding the contacts took ${seedSeconds.toFixed(1)} s (not measured above). Load average
(\`/proc/loadavg\`) before the campaign: ${loadBefore}; after it: ${loadavg()}.
`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
