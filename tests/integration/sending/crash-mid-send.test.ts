/**
 * Issue 29, "nothing lost, nothing stuck": the local stack (its own process, data dir and ports) is killed
 * with SIGKILL at about 60% of a campaign, then started again on the same data. The local SQS's journal
 * (lambdas/local/sqs-journal.ts) brings back every batch not finished, so every contact is mailed, the
 * campaign ends 'sent', and the only duplicates are the chunks in flight at the kill (docs/architecture.md
 * › The send path: up to 4 chunks, 100 people). Mail is counted in the SES stand-in's store: the first
 * run's stand-in outlives the kill (its own process group) and is read before the restart stops it.
 * 500 contacts by default (CRASH_CONTACTS=3000 for the figure): two stack starts and the chunk
 * lease (60 s) of the mails in flight at the kill dominate; on the shared 2-core machine at load ~27 it took
 * 204 s (335 mails before the kill, 175 after, 10 duplicates).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { startCampaignSend } from '../../../lambdas/domain/campaigns/send/start';
import { readLock } from '../../../lambdas/local/lock';
import { REPO_ROOT } from '../../../lambdas/local/stack';
import { keys } from '../../../lambdas/table';
import { queuePort } from '../../../lambdas/wiring/queue';
import { signingPort } from '../../../lambdas/wiring/signing';
import { isAlive } from '../helpers/processes';
import { addresses, control, seedAccount, seedCampaign, seedContacts, sentMails, until } from './support';

const CONTACTS = Number(process.env.CRASH_CONTACTS ?? 500);
const RATE = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'jm-crash-send-'));
const running: number[] = [];

interface StackProcess {
  pid: number;
  env: Record<string, string>;
  services: { name: string; url: string }[];
  exited: Promise<unknown>;
}

/**
 * Starts the stack process on the test's data dir; resolves once it printed its STACK line. Tried twice: on
 * the shared machine under load a stand-in can miss its 30 s start deadline.
 */
const startStackProcess = () => startStackOnce().catch(() => startStackOnce());

function startStackOnce(): Promise<StackProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/helpers/stack-process.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, QUEUE_VISIBILITY_SECONDS: '10', LOG_LEVEL: 'WARN' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.CRASH_LOG) appendFileSync(process.env.CRASH_LOG, chunk);
      const line = /^STACK (.*)$/m.exec(output);
      if (line) resolve({ ...(JSON.parse(line[1]!) as Omit<StackProcess, 'exited'>), exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`the stack exited (${String(code)}):\n${output}`)));
  });
}

async function retried<T>(f: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await f();
    } catch (error) {
      if (attempt >= 5 || !/waiting for a lock/.test(String(error))) throw error;
    }
  }
}

const sesOf = (stack: StackProcess) => stack.services.find((s) => s.name === 'SES v2 local')!.url;

describe('a campaign killed mid-send', () => {
  it('loses nobody and ends sent after SIGKILL and a restart on the same data', async () => {
    const t0 = Date.now();
    const step = (what: string) =>
      console.log(`[crash] ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const first = await startStackProcess();
    step('started');
    const deps = createDeps(first.env, [queuePort, signingPort]);
    const s = { store: deps.ports.store, ses: first.env.AWS_ENDPOINT_SES! };
    await control(s, '/_control/account', { maxSendRate: RATE });
    const acct = await seedAccount(s);
    const list = addresses(`crash-${acct.sub.slice(0, 6)}-`, CONTACTS);
    // One transaction of 100 at a time: DynamoDB Local on disk (kept across the restart) times out on
    // concurrent ones under load ("too long waiting for a lock"), so each is retried too.
    for (let i = 0; i < list.length; i += 100)
      await retried(() =>
        seedContacts(
          s,
          acct.sub,
          list.slice(i, i + 100).map((email) => ({ email })),
        ),
      );
    const campaignId = await seedCampaign(s, acct);
    step('seeded');
    await startCampaignSend(deps.ports, { sub: acct.sub, campaignId });
    const campaign = () => s.store.get(keys.campaign(acct.sub, campaignId));
    await until(
      'about 60% sent',
      async () => {
        const sent = Number((await campaign())?.sent ?? 0);
        if (sent && Math.random() < 0.02) step(`${sent} sent`);
        return sent >= CONTACTS * 0.6 ? true : undefined;
      },
      180_000,
    );
    step('killing');
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    const tKill = Date.now();
    // The first run's SES stand-in outlives the kill: what it took before it.
    const before = await sentMails({ store: s.store, ses: sesOf(first) });
    expect(before.length).toBeGreaterThanOrEqual(CONTACTS * 0.6);
    expect(before.length).toBeLessThan(CONTACTS);

    const second = await startStackProcess();
    step('restarted');
    const again = createDeps(second.env, []);
    const s2 = { store: again.ports.store, ses: second.env.AWS_ENDPOINT_SES! };
    await control(s2, '/_control/account', { maxSendRate: RATE });
    const done = await until(
      'the campaign to be sent',
      async () => {
        const c = await s2.store.get(keys.campaign(acct.sub, campaignId));
        return c?.status === 'sent' ? c : undefined;
      },
      240_000,
    );
    // The second stand-in holds the first run's mail too, replayed from the proxy's journal (the mail viewer
    // keeps its mail across a restart): one replayed copy per mail taken before the kill is not a new send.
    const replayed = new Map<string, number>();
    for (const m of before) {
      const to = m.destination.to.join(',');
      replayed.set(to, (replayed.get(to) ?? 0) + 1);
    }
    const after = (await sentMails({ store: s2.store, ses: sesOf(second) })).filter((m) => {
      const to = m.destination.to.join(',');
      const copies = replayed.get(to) ?? 0;
      if (copies > 0) replayed.set(to, copies - 1);
      return copies === 0;
    });
    const mails = [...before, ...after].flatMap((m) => m.destination.to);
    const distinct = new Set(mails);
    const tDone = Date.now();
    process.kill(second.pid, 'SIGTERM');
    await second.exited;
    console.log(
      `crash test: ${before.length} mails before the kill (${((tKill - t0) / 1000).toFixed(1)} s), ` +
        `${after.length} after; ${distinct.size} distinct of ${CONTACTS}, ${mails.length - distinct.size} duplicates; ` +
        `sent ${String(done.sent)} after ${((tDone - tKill) / 1000).toFixed(1)} s more`,
    );
    expect(list.filter((address) => !distinct.has(address))).toEqual([]);
    expect(mails.length - distinct.size).toBeLessThanOrEqual(100);
    expect(done).toMatchObject({ status: 'sent', queued: CONTACTS });
    expect(Number(done.sent)).toBe(CONTACTS);
  }, 600_000);
});

afterAll(async () => {
  // The stand-ins (own process groups) of a stack that did not stop cleanly: the lock names them.
  const children = readLock(dataDir)?.children ?? [];
  for (const pid of [...running, ...children])
    try {
      if (isAlive(pid)) process.kill(children.includes(pid) ? -pid : pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});
