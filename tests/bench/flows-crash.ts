/**
 * Fault bench (issue 32): 5,000 enrollments of a one-email flow due at once; the local stack (its own
 * process, data dir on disk, the flow sweep every 5 s inside it) is killed with SIGKILL while the sweep's
 * hand-offs are being worked off, then started again on the same data. Prints and checks: every
 * enrollment completed (no step lost), mails before and after the kill, duplicates (<= the worker's
 * in-flight batch), and emails whose step was marked but whose mail never left (the campaign path's
 * crash window: the mark is written before the mail). A bench, not a test: two stack starts on disk and
 * 5,000 emails take minutes on the shared machine.
 *
 *   npx tsx tests/bench/flows-crash.ts [enrollments]      (or: npm run bench -- flows-crash)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeps } from '../../lambdas/deps';
import { flowEnrollmentsPage, type EnrollmentRecord } from '../../lambdas/domain/items/flow-enrollment';
import { readLock } from '../../lambdas/local/lock';
import { waitFor } from '../../lambdas/local/net';
import { REPO_ROOT } from '../../lambdas/local/stack';
import { flowTriggers } from '../../lambdas/routes/flows';
import type { Store } from '../../lambdas/ports/store';
import {
  enrollmentsOf,
  seedEmailFlow,
  seedEnrollments,
  seedFlowContacts,
  seedFlowShop,
} from '../support/flow-data';
import { control, sentMails, type SentMail } from '../support/sending-data';
import { benchArgs, report } from './report';

const N = Number(benchArgs()[0] ?? 5_000);
const worker = flowTriggers.find((t) => t.id === 'flowSteps')!;
const IN_FLIGHT = worker.batchSize * worker.maxConcurrency;
const dataDir = mkdtempSync(join(tmpdir(), 'jm-flow-crash-'));
const started: number[] = [];
const t0 = Date.now();
const step = (what: string) =>
  console.log(`[flow-crash] ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);

interface StackProcess {
  pid: number;
  env: Record<string, string>;
  services: { name: string; url: string }[];
  exited: Promise<unknown>;
}

function startStackProcess(): Promise<StackProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/helpers/stack-process.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      QUEUE_VISIBILITY_SECONDS: '10',
      SCHEDULE_INTERVAL_MS: '5000',
      LOG_LEVEL: 'WARN',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^STACK (.*)$/m.exec(output);
      if (line) resolve({ ...(JSON.parse(line[1]!) as Omit<StackProcess, 'exited'>), exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`the stack exited (${String(code)}):\n${output}`)));
  });
}

const sesOf = (stack: StackProcess) => stack.services.find((s) => s.name === 'SES v2 local')!.url;
const mine = (mails: SentMail[]) =>
  mails.filter((m) => m.destination.to.some((to) => to.startsWith('crash')));

async function allEnrollments(store: Store, accountId: string, flowId: string) {
  const all: EnrollmentRecord[] = [];
  let next: Parameters<typeof flowEnrollmentsPage>[3];
  do {
    const page = await flowEnrollmentsPage(store, accountId, flowId, next);
    all.push(...page.enrollments);
    next = page.next;
  } while (next);
  return all;
}

async function main(): Promise<void> {
  const first = await startStackProcess();
  step('started');
  const store = createDeps(first.env).ports.store;
  const ses = sesOf(first);
  await control({ store, ses: first.env.AWS_ENDPOINT_SES! }, '/_control/account', { maxSendRate: 1_000 });
  const shop = await seedFlowShop(store, ses);
  const flow = await seedEmailFlow(store, shop.accountId, shop.projectId);
  const ids = await seedFlowContacts(store, shop.accountId, 'crash', N);
  const dueAt = new Date().toISOString();
  await seedEnrollments(
    store,
    enrollmentsOf(flow, ids, () => dueAt),
  );
  step(`seeded ${N} due`);
  await waitFor(
    'about 40% mailed',
    async () => (mine(await sentMails({ store, ses })).length >= N * 0.4 ? true : undefined),
    20 * 60_000,
    250,
  );
  process.kill(first.pid, 'SIGKILL');
  await first.exited;
  const before = mine(await sentMails({ store, ses }));
  step(`killed with ${before.length} mailed`);

  const second = await startStackProcess();
  step('restarted');
  const store2 = createDeps(second.env).ports.store;
  await control({ store: store2, ses: second.env.AWS_ENDPOINT_SES! }, '/_control/account', {
    maxSendRate: 1_000,
  });
  const enrollments = await waitFor(
    'every enrollment to complete',
    async () => {
      const all = await allEnrollments(store2, shop.accountId, flow.flowId);
      return all.filter((e) => e.endedBy).length === N ? all : undefined;
    },
    20 * 60_000,
    2_000,
  );
  step('all completed');
  // The second SES stand-in replays the first one's mail (the proxy's journal): those copies are not new sends.
  const replayed = new Map<string, number>();
  for (const m of before) for (const to of m.destination.to) replayed.set(to, (replayed.get(to) ?? 0) + 1);
  const after = mine(await sentMails({ store: store2, ses: sesOf(second) })).filter((m) => {
    const to = m.destination.to[0]!;
    const copies = replayed.get(to) ?? 0;
    if (copies > 0) replayed.set(to, copies - 1);
    return copies === 0;
  });
  process.kill(second.pid, 'SIGTERM');
  await second.exited;
  const mails = [...before, ...after].flatMap((m) => m.destination.to);
  const distinct = new Set(mails);
  const duplicates = mails.length - distinct.size;
  const notMailed = N - distinct.size;
  const completed = enrollments.filter((e) => e.endedBy === 'completed').length;
  const ok = completed === N && duplicates <= IN_FLIGHT && notMailed <= IN_FLIGHT;
  await report(
    'flows-crash',
    `# Automations: SIGKILL mid-flow (issue 32)

\`npx tsx tests/bench/flows-crash.ts\` (tests/bench/flows-crash.ts): ${N.toLocaleString('en-US')} enrollments of a
one-email flow due at once; the local stack (own process, DynamoDB Local on disk, the flow sweep every 5 s)
killed with SIGKILL at ${before.length} mails, then restarted on the same data. The worker has at most
${IN_FLIGHT} steps in flight (batch ${worker.batchSize} x ${worker.maxConcurrency} pollers).

| measure | value | budget |
| --- | --- | --- |
| mails before the kill / after the restart | ${before.length} / ${after.length} | |
| enrollments completed (no step lost) | ${completed} / ${N} | all |
| duplicates (a contact mailed twice) | ${duplicates} | <= ${IN_FLIGHT} |
| marked sent but never mailed (the crash window) | ${notMailed} | <= ${IN_FLIGHT} |
| time from the start to every enrollment completed | ${((Date.now() - t0) / 1000).toFixed(0)} s since the start | |

A step's mark and the enrollment's advance are written in one conditional transaction before its email,
so a redelivered or re-swept step runs nothing twice; the cost is the campaign path's crash window: an email
whose step was written just before the kill is not sent.
`,
  );
  if (!ok) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    const children = readLock(dataDir)?.children ?? [];
    for (const pid of [...started, ...children])
      try {
        process.kill(children.includes(pid) ? -pid : pid, 'SIGKILL');
      } catch {
        // gone already
      }
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
  });
