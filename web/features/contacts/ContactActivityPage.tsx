import { Link, useParams } from 'react-router-dom';
import type { ContactActivity } from '../../../shared/contracts/contact-activity';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Spinner } from '../../components/ui';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useContactActivity } from './api/contact-activity';
import { eventContents, moneyText, revenueText, sourceText, whenText } from './activity-format';
import styles from './ContactActivity.module.css';

/** /contacts/:contactId (issue 31): what one contact bought, looked at and received from the shop. */
export function ContactActivityPage() {
  const { contactId = '' } = useParams();
  const query = useContactActivity(contactId);
  usePageReady(!query.isPending);
  return (
    <div className={styles.page}>
      <Link to={paths.contacts} className={styles.back}>
        ← All contacts
      </Link>
      {query.isPending && <Spinner label="Loading the contact's activity" />}
      {query.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error)}
        </p>
      )}
      {query.data && <Activity activity={query.data} />}
    </div>
  );
}

function Activity({ activity }: { activity: ContactActivity }) {
  const { totals } = activity;
  return (
    <>
      <h1 className={styles.title}>{activity.email}</h1>
      <dl className={styles.totals} aria-label="Totals">
        <Total label="Orders" value={String(totals.orders)} />
        <Total label="Revenue" value={revenueText(totals.revenue)} />
        <Total label="Emails received" value={String(totals.emailsReceived)} />
        <Total label="Opens" value={String(totals.opens)} />
        <Total label="Clicks" value={String(totals.clicks)} />
      </dl>
      <section aria-labelledby="events-heading">
        <h2 id="events-heading">Recent activity</h2>
        {activity.events.length === 0 ? (
          <p className={styles.empty}>No shop activity yet. It appears here once your site sends events.</p>
        ) : (
          <ul className={styles.list}>
            {activity.events.map((event, i) => (
              <li key={`${event.occurredAt}-${i}`} className={styles.item}>
                <span className={styles.name}>{event.name}</span>
                <span className={styles.value}>
                  {event.currency ? moneyText(event.valueMinor, event.currency) : ''}
                </span>
                <span className={styles.detail}>{eventContents(event)}</span>
                <span className={styles.meta}>
                  {whenText(event.occurredAt)} · {sourceText(event.source)}
                  {typeof event.properties.order_id === 'string' && ` · order ${event.properties.order_id}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="emails-heading">
        <h2 id="emails-heading">Emails received</h2>
        {activity.emails.length === 0 ? (
          <p className={styles.empty}>No campaign email sent to this contact yet.</p>
        ) : (
          <ul className={styles.list}>
            {activity.emails.map((email) => (
              <li key={email.campaignId} className={styles.item}>
                <span className={styles.name}>{email.subject}</span>
                <span className={styles.value}>
                  {email.clicks === 1 ? '1 click' : `${email.clicks} clicks`}
                </span>
                <span className={styles.detail}>
                  {email.openedAt ? `Opened ${whenText(email.openedAt)}` : 'Not seen opened'}
                </span>
                <span className={styles.meta}>
                  {email.name} · sent {whenText(email.sentAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.total}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
