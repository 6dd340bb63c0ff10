/**
 * Campaign results over the run's local stack: a signed-in owner whose account is ready to send (written
 * with the sending tests' data builders, tests/support/sending-data.ts), a campaign whose email has links,
 * sent for real (the send job and worker from the local SQS, every mail into the SES stand-in), and the
 * /c/ and /o/ links the mails carry, fetched from the local server like a mail client would.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createDeps } from '../../../lambdas/deps';
import { startCampaignSend } from '../../../lambdas/domain/campaigns/send/start';
import { waitFor } from '../../../lambdas/local/net';
import { keys } from '../../../lambdas/table';
import { queuePort } from '../../../lambdas/wiring/queue';
import { signingPort } from '../../../lambdas/wiring/signing';
import {
  ageSends,
  byRecipient,
  seedCampaign,
  seedContacts,
  sentMails,
  type Account,
  type SentMail,
} from '../../support/sending-data';
import { newUser } from '../helpers/cognito';
import { tableStore } from '../setup/support';

const { env, baseUrl } = inject('stack');
export const store = tableStore();
const target = { store, ses: env.AWS_ENDPOINT_SES as string };
const makeDeps = () => createDeps(env, [queuePort, signingPort]);
let deps: ReturnType<typeof makeDeps> | undefined;
const sendDeps = () => (deps ??= makeDeps());

export type Owner = Account & { idToken: string };

/** A signed-in user on Premium with a verified sending domain. */
export async function owner(tag = 'results'): Promise<Owner> {
  const user = await newUser(tag);
  const domain = `shop-${user.sub.slice(0, 8)}.example.com`;
  const at = new Date().toISOString();
  await store.put({
    ...keys.profile(user.sub),
    userId: user.sub,
    subscriptionTier: 'premium',
    subscriptionStatus: 'active',
    createdAt: at,
  });
  await store.put({
    ...keys.setup(user.sub),
    id: randomUUID(),
    userId: user.sub,
    domain,
    overallDnsStatus: 'verified',
    createdAt: at,
    updatedAt: at,
  });
  return { sub: user.sub, domain, idToken: user.idToken };
}

/**
 * Sends a campaign whose text is `text` to `emails` and waits until it is 'sent'; its mails by address.
 * The send is aged an hour (ageSends): the readers stand for people who read it later, whose clicks the
 * redirect credits to the campaign (a click seconds after the send is held, issue 35).
 */
export async function sendCampaign(
  account: Owner,
  emails: string[],
  text: string,
  extra: Record<string, unknown> = {},
): Promise<{ campaignId: string; mails: Map<string, SentMail> }> {
  await seedContacts(
    target,
    account.sub,
    emails.map((email) => ({ email })),
  );
  const campaignId = await seedCampaign(target, account, { text });
  if (Object.keys(extra).length) await store.update(keys.campaign(account.sub, campaignId), extra, 'present');
  await startCampaignSend(sendDeps().ports, { sub: account.sub, campaignId });
  await waitFor(
    `campaign ${campaignId} to be sent`,
    async () => (await store.get(keys.campaign(account.sub, campaignId)))?.status === 'sent' || undefined,
    60_000,
    100,
  );
  await ageSends(store, campaignId);
  const all = byRecipient(await sentMails(target));
  const mails = new Map(emails.map((email) => [email, all.get(email)?.[0] as SentMail]));
  return { campaignId, mails };
}

/** The /c/ links of a mail's HTML, in order, and its opens pixel. */
export function trackedLinksOf(mail: SentMail): { clicks: string[]; pixel: string | undefined } {
  const html = mail.body.html ?? '';
  const clicks = [...html.matchAll(/href="(http:\/\/127\.0\.0\.1:\d+\/c\/[A-Za-z0-9_-]+)"/g)].map(
    (m) => m[1]!,
  );
  const pixel = /src="(http:\/\/127\.0\.0\.1:\d+\/o\/[A-Za-z0-9_-]+\.gif)"/.exec(html)?.[1];
  return { clicks, pixel };
}

/** A GET like a mail client's, the redirect not followed. */
export const open = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });

/** A path of the local app as a mail link would name it. */
export const local = (path: string) => `${baseUrl}${path}`;
