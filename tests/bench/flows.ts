/**
 * Benchmark: the automation engine's budgets (issue 32) on the local stack, in one run.
 *
 *   npx tsx tests/bench/flows.ts [waiting] [burst] [due a minute]      (or: npm run bench -- flows)
 *
 * - Cost follows what is due: one minute's due steps (200 one-email enrollments) swept and run with 1,000
 *   enrollments waiting, then again with 100,000 waiting (their due times spread over the next 7 days,
 *   some in the sweep's own hour). DynamoDB calls (counted by wrapping the document client's `send` in this
 *   process, where the stack's handlers run) and seconds from sweep to the last step run. Budget: <= 1.5x.
 * - 10,000 contacts entering a one-email flow at once (enroll(), the triggers' entry, 16 at a time), then
 *   the sweep and the 'flow-steps' worker: mails/s from the first entry to the last mail in the SES
 *   stand-in, against a 10,000-contact campaign sent in the same run. Budget: flow >= 0.5x campaign.
 * - Lag from due time (the entry) to the SES stand-in accepting the mail (the local SES proxy's record),
 *   p50 and p99, in that burst.
 * Writes docs/bench/flows.md with --write; exits 1 when over budget.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDeps } from '../../lambdas/deps';
import { enroll } from '../../lambdas/domain/flows/enroll';
import type { FlowRecord } from '../../lambdas/domain/items/flow';
import { startStack, type Stack } from '../../lambdas/local/stack';
import { waitFor } from '../../lambdas/local/net';
import { startCampaignSend } from '../../lambdas/domain/campaigns/send/start';
import { keys } from '../../lambdas/table';
import { queuePort } from '../../lambdas/wiring/queue';
import type { Store } from '../../lambdas/ports/store';
import {
  enrollmentsOf,
  seedEmailFlow,
  seedEnrollments,
  seedFlowContacts,
  seedFlowShop,
} from '../support/flow-data';
import {
  acceptedTimes,
  control,
  seedAccount,
  seedCampaign,
  seedContacts,
  sentMails,
} from '../support/sending-data';
import { benchArgs, report } from './report';

const WAITING = Number(benchArgs()[0] ?? 100_000);
const BURST = Number(benchArgs()[1] ?? 10_000);
const DUE = Number(benchArgs()[2] ?? 200);
const COST_BUDGET = 1.5;
const RATE_BUDGET = 0.5;
const DAY = 86_400_000;

const counting = { on: false, calls: {} as Record<string, number> };
function countCommands(): void {
  const send = DynamoDBDocumentClient.prototype.send;
  DynamoDBDocumentClient.prototype.send = function (
    this: DynamoDBDocumentClient,
    command: never,
    ...rest: never[]
  ) {
    const name = (command as { constructor: { name: string } }).constructor.name.replace(/Command$/, '');
    if (counting.on) counting.calls[name] = (counting.calls[name] ?? 0) + 1;
    const sent = (send as (...a: unknown[]) => Promise<unknown>).call(this, command, ...rest);
    // Refused calls too (a transaction's conflict, a failed condition): `{call} refused` in the counts.
    return sent.catch((error: unknown) => {
      if (counting.on) counting.calls[`${name} refused`] = (counting.calls[`${name} refused`] ?? 0) + 1;
      throw error;
    });
  } as typeof send;
}
const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);
const byKind = (calls: Record<string, number>) =>
  Object.entries(calls)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

interface Ctx {
  stack: Stack;
  store: Store;
  ses: string;
  shop: { accountId: string; projectId: string };
  flow: FlowRecord;
}

const tStart = performance.now();
const step = (what: string) =>
  console.log(`[flows] ${what} at ${((performance.now() - tStart) / 1000).toFixed(1)} s`);

const sweepAndRun = async (stack: Stack) => {
  const summary = (await stack.runSchedule('flowSweep')) as { due: number; queries: number };
  step(`swept ${summary.due} due (${summary.queries} queries)`);
  await stack.drainQueues(30 * 60_000);
  step('drained');
};

/** One minute's DUE steps swept and run; the DynamoDB calls and seconds it took. */
async function dueMinute(c: Ctx, label: string) {
  await sweepAndRun(c.stack); // the cursor up to now: the measured sweep covers the same span each time
  const ids = await seedFlowContacts(c.store, c.shop.accountId, `due-${label}-`, DUE);
  const dueAt = new Date(Date.now() - 30_000).toISOString();
  await seedEnrollments(
    c.store,
    enrollmentsOf(c.flow, ids, () => dueAt),
  );
  counting.calls = {};
  counting.on = true;
  const t0 = performance.now();
  await sweepAndRun(c.stack);
  const seconds = (performance.now() - t0) / 1000;
  counting.on = false;
  return { calls: { ...counting.calls }, seconds };
}

/** Enrollments waiting on later due times (no contacts: they never run here), `n` of them. */
async function addWaiting(c: Ctx, n: number, from: number) {
  const now = Date.now();
  const ids = Array.from({ length: n }, (_, i) => `waiting-${from + i}`);
  // Spread over the next 7 days from 5 minutes ahead: ~0.6% fall in the sweep's current hour bucket.
  await seedEnrollments(
    c.store,
    enrollmentsOf(c.flow, ids, (i) =>
      new Date(now + 300_000 + ((i * 7919) % n) * ((7 * DAY) / n)).toISOString(),
    ),
  );
}

async function campaignRate(c: Ctx): Promise<number> {
  const target = { store: c.store, ses: c.ses };
  const account = await seedAccount(target);
  await seedContacts(
    target,
    account.sub,
    Array.from({ length: BURST }, (_, i) => ({ email: `camp${i}@bench.example.com` })),
  );
  await c.store.put({
    ...keys.campaign(account.sub, 'earlier-send'),
    campaignId: 'earlier-send',
    status: 'sent',
    sent: 1,
  });
  const campaignId = await seedCampaign(target, account);
  const deps = createDeps(c.stack.env, [queuePort]);
  const t0 = performance.now();
  await startCampaignSend(deps.ports, { sub: account.sub, campaignId });
  await waitFor(
    'the campaign to be sent',
    async () =>
      (await c.store.get(keys.campaign(account.sub, campaignId)))?.status === 'sent' ? true : undefined,
    30 * 60_000,
    200,
  );
  return BURST / ((performance.now() - t0) / 1000);
}

async function burst(c: Ctx) {
  const ids = await seedFlowContacts(c.store, c.shop.accountId, 'burst', BURST);
  const before = (await sentMails({ store: c.store, ses: c.ses })).length;
  counting.calls = {};
  counting.on = true;
  const t0 = performance.now();
  const enteredAt = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < ids.length; i = next++) {
        const at = new Date();
        await enroll(
          c.store,
          { now: () => at },
          {
            accountId: c.shop.accountId,
            flowId: c.flow.flowId,
            version: 1,
            reentry: c.flow.definition.reentry,
            firstStepId: 'e1',
            contactId: ids[i]!,
            entryId: 'signup',
          },
        );
        enteredAt.set(`burst${i}@bench.example.com`, at.getTime());
      }
    }),
  );
  const entered = (performance.now() - t0) / 1000;
  const entryCalls = { ...counting.calls };
  counting.calls = {};
  await sweepAndRun(c.stack);
  const seconds = (performance.now() - t0) / 1000;
  const stepCalls = { ...counting.calls };
  counting.on = false;
  step(`burst calls: entries ${byKind(entryCalls)}; steps ${byKind(stepCalls)}`);
  const mails = (await sentMails({ store: c.store, ses: c.ses })).length - before;
  const accepted = await acceptedTimes({ store: c.store, ses: c.ses });
  const lags = [...enteredAt].map(([to, at]) => (accepted.get(to)?.[0] ?? NaN) - at).sort((a, b) => a - b);
  const pct = (p: number) => lags[Math.min(lags.length - 1, Math.floor(p * lags.length))]! / 1000;
  return {
    entered,
    seconds,
    mails,
    rate: BURST / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    entryCalls,
    stepCalls,
  };
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  countCommands();
  const stack = await startStack({ ephemeral: true, web: 'none', quiet: true });
  try {
    const store = createDeps(stack.env).ports.store;
    const ses = stack.env.AWS_ENDPOINT_SES as string;
    await control({ store, ses }, '/_control/account', { maxSendRate: 100_000 });
    const shop = await seedFlowShop(store, ses);
    const c: Ctx = {
      stack,
      store,
      ses,
      shop,
      flow: await seedEmailFlow(store, shop.accountId, shop.projectId),
    };
    await dueMinute(c, 'warm'); // warm-up: the JVM and the JIT, not measured

    const small = Math.min(1_000, WAITING);
    await addWaiting(c, small, 0);
    const few = await dueMinute(c, 'few');
    const t0 = performance.now();
    await addWaiting(c, WAITING - small, small);
    const seedSeconds = (performance.now() - t0) / 1000;
    const many = await dueMinute(c, 'many');
    const callRatio = total(many.calls) / total(few.calls);
    const timeRatio = many.seconds / few.seconds;

    step('cost measured');
    const campaign = await campaignRate(c);
    step('campaign sent');
    const flow = await burst(c);
    const rateRatio = flow.rate / campaign;
    const ok =
      callRatio <= COST_BUDGET &&
      timeRatio <= COST_BUDGET &&
      rateRatio >= RATE_BUDGET &&
      flow.mails === BURST;
    const mark = (good: boolean) => (good ? 'ok' : 'OVER');
    await report(
      'flows',
      `# Automations: the engine's budgets (issue 32)

\`npx tsx tests/bench/flows.ts\` (tests/bench/flows.ts), local stack: DynamoDB Local in memory, the local SQS
and its event-source runner, the SES stand-in behind the local SES proxy (its rate far above the pipeline's).
One run on a shared 2-core machine; ratios, not absolute numbers, are the budget.

| measure | value | budget |
| --- | --- | --- |
| one minute's ${DUE} due steps, ${small.toLocaleString('en-US')} waiting: DynamoDB calls, seconds | ${total(few.calls)}, ${few.seconds.toFixed(2)} s | |
| the same, ${WAITING.toLocaleString('en-US')} waiting | ${total(many.calls)}, ${many.seconds.toFixed(2)} s | |
| calls ratio (${WAITING.toLocaleString('en-US')} / ${small.toLocaleString('en-US')} waiting) | ${callRatio.toFixed(2)} | <= ${COST_BUDGET} ${mark(callRatio <= COST_BUDGET)} |
| time ratio | ${timeRatio.toFixed(2)} | <= ${COST_BUDGET} ${mark(timeRatio <= COST_BUDGET)} |
| campaign path, ${BURST.toLocaleString('en-US')} contacts | ${campaign.toFixed(0)} mails/s | |
| ${BURST.toLocaleString('en-US')} contacts entering a flow at once, first email | ${flow.rate.toFixed(0)} mails/s (${flow.seconds.toFixed(1)} s; entries took ${flow.entered.toFixed(1)} s) | |
| flow / campaign | ${rateRatio.toFixed(2)} | >= ${RATE_BUDGET} ${mark(rateRatio >= RATE_BUDGET)} |
| mails in the SES stand-in / contacts | ${flow.mails} / ${BURST} | equal |
| lag from due time to SES accepting, p50 / p99 (that burst) | ${flow.p50.toFixed(1)} s / ${flow.p99.toFixed(1)} s | |

The burst's DynamoDB calls (this process), ${BURST.toLocaleString('en-US')} entries: ${byKind(flow.entryCalls)}; their first steps (sweep and worker): ${byKind(flow.stepCalls)}.
Calls by kind, ${small.toLocaleString('en-US')} waiting: ${byKind(few.calls)}. ${WAITING.toLocaleString('en-US')} waiting: ${byKind(many.calls)}.
The sweep reads one Query per (UTC hour, shard) of the due index from its cursor (less 2 minutes) to now,
plus pages: what waits in later buckets, or later in the same bucket, is never read. Seeding the
${(WAITING - small).toLocaleString('en-US')} further waiting enrollments (BatchWriteItem, 8 at once) took ${seedSeconds.toFixed(0)} s.
The lag is the burst's (${BURST.toLocaleString('en-US')} due in the same second, queued behind each other); in AWS the sweep runs
once a minute, which adds up to 60 s (30 s on average) to a step's lag before it is handed over.
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
