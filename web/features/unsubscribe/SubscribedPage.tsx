/**
 * /subscribed?status=pending|confirmed|expired|invalid (public): where a signup form's plain post and the
 * confirmation link land (docs/product.md › Unsubscribe and signup form). Static text, no API call.
 */
import { useSearchParams } from 'react-router-dom';
import {
  subscribedStatuses,
  subscribeTexts,
  type SubscribedStatus,
} from '../../../shared/contracts/subscribe';
import styles from './UnsubscribePage.module.css';

export function SubscribedPage() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: SubscribedStatus = subscribedStatuses.includes(raw as SubscribedStatus)
    ? (raw as SubscribedStatus)
    : 'invalid';
  const text = subscribeTexts.page[status];
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <h1 className={styles.title}>{text.title}</h1>
        <p>{text.body}</p>
      </div>
    </div>
  );
}
