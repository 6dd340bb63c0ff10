import type { UnsubscribePage } from '../../../shared/contracts/unsubscribe';
import type { Store } from '../../ports/store';
import type { ContactRecord } from '../items/contact';
import { getSetupRecord } from '../items/setup';
import { getBrandKit } from '../items/brand-kit';
import { getProfileRecord } from '../items/profile';
import { defaultBrandKit, subscriberBrand } from '../../../shared/contracts/brand';
import { normaliseTopics } from './account-topics';

/** What the preview token answers: a sample, with no account and no contact behind it. */
export const PREVIEW_PAGE: UnsubscribePage = {
  preview: true,
  sender: null,
  status: 'unsubscribed',
  topics: [
    { tag: 'news', chosen: true },
    { tag: 'offers', chosen: false },
  ],
};

/** The page of one contact: who sends (the account's domain), the status, the topics and which they get. */
export async function pageState(store: Store, sub: string, contact: ContactRecord): Promise<UnsubscribePage> {
  const setup = await getSetupRecord(store, sub);
  const domain = setup?.setup.domain || null;
  const tags = new Set(contact.tags);
  const [brand, profile] = await Promise.all([getBrandKit(store, sub), getProfileRecord(store, sub)]);
  return {
    preview: false,
    sender: domain,
    // A known customer (not_subscribed) is mailed nothing: the page shows them as not subscribed.
    status: contact.status === 'not_subscribed' ? 'unsubscribed' : contact.status,
    topics: normaliseTopics(setup?.topics ?? []).map((tag) => ({ tag, chosen: tags.has(tag) })),
    shop: subscriberBrand(brand ?? defaultBrandKit(domain), profile?.subscriptionTier),
  };
}
