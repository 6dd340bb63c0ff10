/**
 * The data a campaign needs, written straight into the table with the model's keys (the sending integration
 * tests and tests/bench/sending.ts): an account with a verified sending domain, contacts, a campaign in
 * 'sending' with its email snapshot, as the campaign routes leave it once its checks pass. And the SES
 * stand-in's store and the local SES proxy's controls (lambdas/local/ses-proxy.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Item, Store } from '../../lambdas/ports/store';
import { keys } from '../../lambdas/table';
import type { Audience } from '../../shared/contracts/campaigns';

/** The table and the SES endpoint (the local SES proxy) of a running local stack. */
export interface SendingTarget {
  store: Store;
  ses: string;
}

export async function control(
  s: SendingTarget,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${s.ses}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

export interface SentMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
  at: number;
}

/** Every mail the SES stand-in holds, or those it took at or after `since` (epoch seconds). */
export async function sentMails(s: SendingTarget, since?: number): Promise<SentMail[]> {
  const res = await fetch(`${s.ses}/store${since === undefined ? '' : `?since=${Math.floor(since)}`}`);
  return ((await res.json()) as { emails: SentMail[] }).emails;
}

/** When the SES stand-in accepted each mail, epoch ms, by recipient (the local SES proxy's record). */
export async function acceptedTimes(s: SendingTarget): Promise<Map<string, number[]>> {
  const res = await fetch(`${s.ses}/_control/sent`);
  const { mails } = (await res.json()) as { mails: { to: string[]; at: string }[] };
  const map = new Map<string, number[]>();
  for (const mail of mails)
    for (const to of mail.to) map.set(to, [...(map.get(to) ?? []), Date.parse(mail.at)]);
  return map;
}

/** Mails per recipient address. */
export function byRecipient(mails: SentMail[]): Map<string, SentMail[]> {
  const map = new Map<string, SentMail[]>();
  for (const mail of mails) for (const to of mail.destination.to) map.set(to, [...(map.get(to) ?? []), mail]);
  return map;
}

export const header = (mail: SentMail, name: string) =>
  mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

export interface Account {
  sub: string;
  domain: string;
}

/** A paying account whose sending domain is verified (or not). */
export async function seedAccount(
  s: SendingTarget,
  options: { verified?: boolean; tier?: 'free' | 'pro' | 'premium' } = {},
): Promise<Account> {
  const sub = randomUUID();
  const domain = `shop-${sub.slice(0, 8)}.example.com`;
  const at = new Date().toISOString();
  await s.store.put({
    ...keys.profile(sub),
    userId: sub,
    subscriptionTier: options.tier ?? 'premium',
    subscriptionStatus: 'active',
    createdAt: at,
  });
  await s.store.put({
    ...keys.setup(sub),
    id: randomUUID(),
    userId: sub,
    domain,
    overallDnsStatus: options.verified === false ? 'pending' : 'verified',
    createdAt: at,
    updatedAt: at,
  });
  return { sub, domain };
}

export interface ContactSpec {
  email: string;
  firstName?: string;
  lastName?: string;
  tags?: string[];
  status?: 'subscribed' | 'unsubscribed' | 'bounced' | 'complained' | 'pending';
}

/** Contact items as the contacts core stores them (with their index keys), and COUNTS to match. */
export async function seedContacts(s: SendingTarget, sub: string, specs: ContactSpec[]): Promise<string[]> {
  const at = new Date().toISOString();
  const items: Item[] = specs.map((spec) => {
    const contactId = randomUUID();
    const emailKey = spec.email.trim().normalize('NFC').toLowerCase();
    const status = spec.status ?? 'subscribed';
    return {
      ...keys.contact(sub, contactId),
      ...keys.contactStatusIndex(sub, status, emailKey, contactId),
      ...keys.contactEmailIndex(sub, emailKey, contactId),
      contactId,
      email: spec.email,
      emailKey,
      emailHash: randomUUID().replace(/-/g, ''),
      ...(spec.firstName ? { firstName: spec.firstName } : {}),
      ...(spec.lastName ? { lastName: spec.lastName } : {}),
      tags: spec.tags ?? [],
      status,
      consent: { source: 'manual', at },
      createdAt: at,
      updatedAt: at,
    };
  });
  // 100 puts a transaction (DynamoDB's limit), 4 in flight: about twice as fast on DynamoDB Local as one
  // request per item (2,000 contacts: 6 s against 12 s on the shared machine).
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += 100) chunks.push(items.slice(i, i + 100));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let chunk = chunks[next++]; chunk; chunk = chunks[next++])
        await s.store.transact(chunk.map((item) => ({ kind: 'put' as const, item })));
    }),
  );
  const counts: Record<string, number> = {
    subscribed: 0,
    pending: 0,
    unsubscribed: 0,
    bounced: 0,
    complained: 0,
    not_subscribed: 0,
  };
  for (const item of items) counts[String(item.status)] = (counts[String(item.status)] ?? 0) + 1;
  const existing = await s.store.get(keys.contactCounts(sub));
  await s.store.put({
    ...keys.contactCounts(sub),
    ...Object.fromEntries(
      Object.entries(counts).map(([k, v]) => [k, v + (typeof existing?.[k] === 'number' ? existing[k] : 0)]),
    ),
  });
  return items.map((item) => String(item.contactId));
}

export const emailDocument = (text: string) =>
  JSON.stringify({
    name: 'Campaign email',
    sections: [
      {
        id: 's1',
        elements: [
          { id: 't1', type: 'text', content: text },
          { id: 'u1', type: 'unsubscribe', content: 'Unsubscribe' },
        ],
      },
    ],
  });

/** A campaign as the campaign routes leave it once its checks pass and it starts: 'sending', with its snapshot. */
export async function seedCampaign(
  s: SendingTarget,
  account: Account,
  options: { audience?: Audience; subject?: string; text?: string; replyTo?: string | null } = {},
): Promise<string> {
  const campaignId = randomUUID();
  const at = new Date().toISOString();
  await s.store.put({
    ...keys.campaign(account.sub, campaignId),
    campaignId,
    userId: account.sub,
    projectId: randomUUID(),
    name: 'Spring sale',
    subject: options.subject ?? 'Spring sale for {{first_name|you}}',
    previewText: '',
    replyTo: options.replyTo === undefined ? `owner@${account.domain}` : options.replyTo,
    audience: options.audience ?? { kind: 'all' },
    status: 'sending',
    createdAt: at,
    updatedAt: at,
    startedAt: at,
    queued: 0,
    sent: 0,
    failed: 0,
    skipped: 0,
    delivered: 0,
    bounced: 0,
    complained: 0,
    unsubscribed: 0,
  });
  await s.store.put({
    ...keys.campaignDocument(account.sub, campaignId),
    documentJson: emailDocument(options.text ?? 'Hello {{first_name|there}}!'),
    html: '',
    text: '',
    snapshotAt: at,
  });
  return campaignId;
}

/**
 * As if the campaign's mail had left SES `seconds` ago (every recipient's mark): a click within seconds
 * of the send is held from attribution (issue 35, lambdas/domain/links/click-attribution.ts), so tests
 * whose readers stand for people reading later age the send first.
 */
export async function ageSends(store: Store, campaignId: string, seconds = 3600): Promise<void> {
  const sentAt = new Date(Date.now() - seconds * 1000).toISOString();
  const marks = await store.query({
    partition: keys.campaignRecipient(campaignId, '').pk,
    beginsWith: keys.campaignRecipientPrefix,
  });
  await Promise.all(
    marks.map((mark) => store.update({ pk: String(mark.pk), sk: String(mark.sk) }, { sentAt }, 'present')),
  );
}
