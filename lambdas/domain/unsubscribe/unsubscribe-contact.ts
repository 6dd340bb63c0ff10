import type { UnsubscribePage, UnsubscribePreferences } from '../../../shared/contracts/unsubscribe';
import { unsubscribeTexts } from '../../../shared/contracts/unsubscribe';
import type { Store } from '../../ports/store';
import { countCampaignUnsubscribe } from '../campaigns/results/count-unsubscribe';
import { applyStatusChange } from '../contacts/apply-status-change';
import { awaitInFlightSends } from '../campaigns/send/in-flight';
import { setContactTags, type ContactRecord } from '../items/contact';
import { DomainError } from '../errors';
import type { UnsubscribeClaims } from '../links/unsubscribe-token';
import { readAccountTopics } from './account-topics';
import { claimsOf, contactOf, notOnList, type UnsubscribeDeps } from './link-access';
import { pageState, PREVIEW_PAGE } from './page-state';

/** Statuses an unsubscribe moves to 'unsubscribed'; bounced and complained stay as they are (nobody mails them). */
const MAILABLE = new Set(['subscribed', 'pending']);

/**
 * Unsubscribes, then waits for any mail to this person already in flight (a campaign's worker that claimed
 * them before the change committed) to be settled, so nothing reaches SES after the answer
 * (sending/in-flight.ts; docs/architecture.md › The send path).
 */
async function unsubscribe(store: Store, claims: UnsubscribeClaims, contact: ContactRecord, reason: string) {
  let after = contact;
  if (MAILABLE.has(contact.status)) {
    const changed = await applyStatusChange(store, claims.sub, claims.contactId, 'unsubscribed', { reason });
    after = changed.contact ?? contact;
    await countCampaignUnsubscribe(store, claims, new Date().toISOString());
  }
  await awaitInFlightSends(store, claims.sub, claims.contactId);
  return after;
}

/**
 * POST /api/u/{token}, RFC 8058 one-click: the contact is unsubscribed (written before this returns). A
 * deleted contact is nobody to mail: done as well. The preview token changes nothing.
 */
export async function oneClickUnsubscribe(deps: UnsubscribeDeps, token: string): Promise<void> {
  const claims = await claimsOf(deps.signing, token);
  if (claims === 'preview') return;
  const contact = await contactOf(deps.store, claims);
  if (contact) await unsubscribe(deps.store, claims, contact, 'one-click');
}

/** GET /api/u/{token}: the page's state, changing nothing. */
export async function readUnsubscribePage(deps: UnsubscribeDeps, token: string): Promise<UnsubscribePage> {
  const claims = await claimsOf(deps.signing, token);
  if (claims === 'preview') return PREVIEW_PAGE;
  const contact = await contactOf(deps.store, claims);
  if (!contact) throw notOnList();
  return pageState(deps.store, claims.sub, contact);
}

const listFull = () => new DomainError('conflict', 'list_full', unsubscribeTexts.listFull);

async function resubscribe(store: Store, claims: UnsubscribeClaims, contact: ContactRecord) {
  if (contact.status !== 'unsubscribed') return contact;
  try {
    const { contact: after } = await applyStatusChange(store, claims.sub, claims.contactId, 'subscribed', {
      reason: 'resubscribed',
    });
    return after ?? contact;
  } catch (error) {
    // The owner's plan limit is the owner's business: the subscriber gets a plain sentence.
    if (error instanceof DomainError && error.kind === 'forbidden') throw listFull();
    throw error;
  }
}

/**
 * POST /api/u/{token}/preferences: unsubscribe, resubscribe (only from 'unsubscribed': a bounce or a
 * complaint is not undone from a link), or the topics this person gets (their tags among the account's
 * topics; choosing some after unsubscribing resubscribes). Answers the page's new state.
 */
export async function savePreferences(
  deps: UnsubscribeDeps & { now: () => Date },
  token: string,
  body: UnsubscribePreferences,
): Promise<UnsubscribePage> {
  const claims = await claimsOf(deps.signing, token);
  if (claims === 'preview') return PREVIEW_PAGE;
  let contact = await contactOf(deps.store, claims);
  if (!contact) throw notOnList();
  if (body.action === 'unsubscribe')
    contact = await unsubscribe(deps.store, claims, contact, 'unsubscribe page');
  else if (body.action === 'resubscribe') contact = await resubscribe(deps.store, claims, contact);
  else {
    const offered = await readAccountTopics(deps.store, claims.sub);
    const chosen = new Set(body.topics.map((t) => t.trim().toLowerCase()));
    const tags = [
      ...contact.tags.filter((t) => !offered.includes(t)),
      ...offered.filter((t) => chosen.has(t)),
    ];
    contact = { ...contact, tags };
    await setContactTags(deps.store, claims.sub, contact.contactId, tags, deps.now().toISOString());
    if (chosen.size > 0) contact = await resubscribe(deps.store, claims, contact);
  }
  return pageState(deps.store, claims.sub, contact);
}
