/**
 * The sending tests' own local stack (the worker's pace, the consumers and the SES stand-in's throttling are
 * switched per test, so they cannot share the run's stack). Campaign data comes from tests/support/
 * sending-data.ts; the send itself runs as in AWS: startCampaignSend puts the job on the local SQS, whose
 * event-source runner calls the send job and the worker; every mail lands in the SES stand-in.
 */
import { afterAll, beforeAll } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { startCampaignSend } from '../../../lambdas/domain/campaigns/send/start';
import { startStack, type Stack } from '../../../lambdas/local/stack';
import { waitFor } from '../../../lambdas/local/net';
import type { Item, Store } from '../../../lambdas/ports/store';
import { byRecipient, control, sentMails, type Account } from '../../support/sending-data';
import { keys } from '../../../lambdas/table';
import { queuePort } from '../../../lambdas/wiring/queue';
import { schedulesPort } from '../../../lambdas/wiring/schedules';
import { signingPort } from '../../../lambdas/wiring/signing';
import { borrowedDynamo } from '../helpers/borrowed-dynamo';

export {
  acceptedTimes,
  byRecipient,
  control,
  header,
  seedAccount,
  seedCampaign,
  seedContacts,
  sentMails,
  type Account,
  type SentMail,
} from '../../support/sending-data';

export interface SendingStack {
  stack: Stack;
  deps: ReturnType<typeof sendingDeps>;
  store: Store;
  ses: string;
}

const sendingDeps = (env: Record<string, string>) => createDeps(env, [queuePort, signingPort, schedulesPort]);

/** Starts the stack before the file's tests (SES rate `maxSendRate`), stops it after them. */
export function useSendingStack(options: { maxSendRate: number }): SendingStack {
  const s = {} as SendingStack;
  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const stack = await startStack({
      ephemeral: true,
      web: 'none',
      quiet: true,
      queues: { visibilityTimeoutSeconds: 5 },
      dynamo: borrowedDynamo(),
    });
    const deps = sendingDeps(stack.env);
    Object.assign(s, { stack, deps, store: deps.ports.store, ses: stack.env.AWS_ENDPOINT_SES });
    await control(s, '/_control/account', { maxSendRate: options.maxSendRate });
  }, 180_000);
  afterAll(async () => {
    await s.stack?.stop();
  });
  return s;
}

export async function startSend(s: SendingStack, account: Account, campaignId: string): Promise<void> {
  await startCampaignSend(s.deps.ports, { sub: account.sub, campaignId });
}

export const campaignOf = async (s: SendingStack, account: Account, campaignId: string) =>
  (await s.store.get(keys.campaign(account.sub, campaignId))) as Item;

/** Waits until the campaign is 'sent' (or `timeoutMs` passes) and returns it. */
export async function untilSent(s: SendingStack, account: Account, campaignId: string, timeoutMs = 90_000) {
  return waitFor(
    `campaign ${campaignId} to be sent`,
    async () => {
      const campaign = await campaignOf(s, account, campaignId);
      return campaign?.status === 'sent' ? campaign : undefined;
    },
    timeoutMs,
    200,
  );
}

/** Sets the campaign's status as the campaign routes' pause, resume and cancel do. */
export async function setStatus(s: SendingStack, account: Account, campaignId: string, status: string) {
  await s.store.update(
    keys.campaign(account.sub, campaignId),
    { status, updatedAt: new Date().toISOString() },
    'present',
  );
}

/** Waits until `probe` holds. */
export const until = <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) =>
  waitFor(what, probe, timeoutMs, 100);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `read` until it returned the same number for `quietMs` (e.g. no more mail once the workers saw a
 * pause), instead of a fixed sleep long enough for a loaded machine; returns that number.
 */
export async function steady(read: () => Promise<number>, quietMs: number, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let last = await read();
  let since = Date.now();
  while (Date.now() < end) {
    await sleep(250);
    const now = await read();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return now;
  }
  throw new Error(`still changing after ${timeoutMs} ms (last ${last})`);
}

/** `n` addresses `{prefix}{i}@example.com`. */
export const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

/** How many mails the SES stand-in holds for each address of `list`, in order. */
export async function mailsTo(s: SendingStack, list: string[]) {
  const mails = byRecipient(await sentMails(s));
  return list.map((email) => mails.get(email)?.length ?? 0);
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The account's mails counted against this month's allowance (keys.monthlySends). */
export async function allowanceUsed(s: SendingStack, account: Account): Promise<number> {
  const item = await s.store.get(keys.monthlySends(account.sub, new Date().toISOString().slice(0, 7)));
  return Number(item?.sent ?? 0);
}
