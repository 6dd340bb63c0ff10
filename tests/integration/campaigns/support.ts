/**
 * Shared by the campaign integration tests: an account ready to send (premium plan, verified email, verified
 * sending domain, postal address, an email with content, subscribed contacts) built through the real routes
 * where a route exists (sign-up, profile, projects, content, setup, email verification) and written to the
 * table where the route belongs to another area: the DNS verdict (issue 4's routes, tested there) and contacts
 * (the contacts branch's routes are not merged here), with the contacts core's keys.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { campaignResponseSchema, type Campaign } from '../../../shared/contracts/campaigns';
import type { EmailDocumentInput } from '../../../shared/email';
import type { SubscriptionTier } from '../../../shared/plans';
import { keys } from '../../../lambdas/table';
import { call, type ApiAnswer } from '../helpers/api';
import { verifyEmail } from '../helpers/cognito';
import { saved, smallDocument } from '../editor/support';
import { createProject, projectOf, userOnPlan, type User } from '../projects/support';
import { patchSetup, tableStore } from '../setup/support';

export const store = tableStore();

export const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const campaignsApi = {
  list: (token?: string) => call('/api/campaigns', { token }),
  create: (token: string | undefined, body: unknown) =>
    call('/api/campaigns', { method: 'POST', token, ...json(body) }),
  get: (token: string | undefined, id: string) => call(`/api/campaigns/${id}`, { token }),
  patch: (token: string | undefined, id: string, body: unknown) =>
    call(`/api/campaigns/${id}`, { method: 'PATCH', token, ...json(body) }),
  remove: (token: string | undefined, id: string) =>
    call(`/api/campaigns/${id}`, { method: 'DELETE', token }),
  checks: (token: string | undefined, id: string) => call(`/api/campaigns/${id}/checks`, { token }),
  action: (token: string | undefined, id: string, action: string, body: unknown = {}) =>
    call(`/api/campaigns/${id}/${action}`, { method: 'POST', token, ...json(body) }),
  audienceCount: (token: string | undefined, audience: unknown) =>
    call(`/api/campaigns/audience-count?audience=${encodeURIComponent(JSON.stringify(audience))}`, { token }),
};

export function campaignOf(res: ApiAnswer, status = 200): Campaign {
  expect(res.status, res.text).toBe(status);
  return campaignResponseSchema.parse(res.body).campaign;
}

/** A document that passes every check: text enough, no links, no placeholders. */
export const goodDocument = (subject = 'Spring sale'): EmailDocumentInput =>
  smallDocument(
    'Our spring candles are here: lavender, cedar and sea salt, hand-poured in small batches. ' +
      'Come and smell them in the shop this weekend.',
    subject,
  );

export type Sender = User & { projectId: string; domain: string };

export interface SenderOptions {
  tier?: SubscriptionTier;
  verifyEmail?: boolean;
  dnsVerified?: boolean;
  postalAddress?: string | null;
  document?: EmailDocumentInput;
  /** Subscribed contacts: their tags (one entry per contact). */
  contacts?: string[][];
}

/** Contacts as the contacts area writes them (contact items + the COUNTS item), for the audience count. */
export async function seedContacts(sub: string, tagLists: string[][], status = 'subscribed') {
  const at = new Date().toISOString();
  for (const [i, tags] of tagLists.entries()) {
    const contactId = randomUUID();
    const emailKey = `person${i}-${contactId.slice(0, 6)}@example.com`;
    await store.put({
      ...keys.contact(sub, contactId),
      ...keys.contactStatusIndex(sub, status, emailKey, contactId),
      ...keys.contactEmailIndex(sub, emailKey, contactId),
      contactId,
      email: emailKey,
      emailKey,
      // Whole contacts, as the contacts core writes them: a partial one is skipped, with a warning, by
      // every reader of the table's stream (the flow triggers, analytics).
      emailHash: randomUUID().replace(/-/g, ''),
      tags,
      status,
      consent: { source: 'manual', at },
      createdAt: at,
      updatedAt: at,
    });
  }
  const counts = await store.get(keys.contactCounts(sub));
  const before = typeof counts?.[status] === 'number' ? counts[status] : 0;
  await store.put({
    ...(counts ?? keys.contactCounts(sub)),
    [status]: before + tagLists.length,
  });
}

export async function sender(tag: string, options: SenderOptions = {}): Promise<Sender> {
  const user = await userOnPlan(store, options.tier ?? 'premium', tag);
  const idToken = options.verifyEmail === false ? user.idToken : await verifyEmail(user);
  const project = projectOf(await createProject(idToken, { name: `Campaign ${tag}` }), 201);
  await saved({ ...user, idToken, projectId: project.id }, 0, options.document ?? goodDocument());
  const domain = `${tag}-${randomUUID().slice(0, 8)}.example.com`;
  const setup = await patchSetup(idToken, {
    businessDescription: 'I sell hand-poured candles.',
    ...(options.postalAddress === null
      ? {}
      : { postalAddress: options.postalAddress ?? '1 Wick Lane\nBristol BS1 4DJ' }),
  });
  expect(setup.status, setup.text).toBe(200);
  const verified = options.dnsVerified !== false;
  await store.update(keys.setup(user.sub), {
    domain,
    overallDnsStatus: verified ? 'verified' : 'partially_verified',
    spfStatus: 'verified',
    mxStatus: 'verified',
    dkimStatus: verified ? 'verified' : 'pending',
    dmarcStatus: 'verified',
  });
  await seedContacts(user.sub, options.contacts ?? [['vip'], ['vip', 'local'], []]);
  return { ...user, idToken, projectId: project.id, domain };
}

export async function draftOf(owner: Sender, body: Record<string, unknown> = {}): Promise<Campaign> {
  return campaignOf(await campaignsApi.create(owner.idToken, { projectId: owner.projectId, ...body }), 201);
}

export function checkIds(res: ApiAnswer): string[] {
  expect(res.status, res.text).toBe(200);
  return (res.body as { checks: { id: string }[] }).checks.map((c) => c.id);
}
