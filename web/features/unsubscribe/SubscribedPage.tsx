/**
 * /subscribed?status=pending|confirmed|expired|invalid (public): where a signup form's plain post and the
 * confirmation link land (docs/product.md › Unsubscribe and signup form). Static text; after a confirmation,
 * the shop of the link the confirmation page posted, in its brand (issue 33).
 */
import { useSearchParams } from 'react-router-dom';
import {
  subscribedStatuses,
  subscribeTexts,
  type SubscribedStatus,
} from '../../../shared/contracts/subscribe';
import { ShopBrand } from './ShopBrand';
import { lastOptinLink, useOptinShop } from './use-optin-shop';
import styles from './UnsubscribePage.module.css';

export function SubscribedPage() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: SubscribedStatus = subscribedStatuses.includes(raw as SubscribedStatus)
    ? (raw as SubscribedStatus)
    : 'invalid';
  const text = subscribeTexts.page[status];
  // Issue 33: the confirmation's result names the shop of the link its page posted (kept for this tab).
  const shop = useOptinShop(status === 'pending' ? null : lastOptinLink());
  return (
    <div className={styles.wrap}>
      <ShopBrand shop={shop}>
        <h1 className={styles.title}>{text.title}</h1>
        <p>{text.body}</p>
      </ShopBrand>
    </div>
  );
}
