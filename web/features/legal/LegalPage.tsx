import type { ReactNode } from 'react';
import { Card } from '../../components/ui';
import { formatLastUpdated, SUPPORT_EMAIL } from './legal';
import styles from './LegalPage.module.css';

export function SupportLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

/** Frame of a legal page: title, 'Last updated' (today, as the spec says), the text, a support contact. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const today = new Date();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatLastUpdated(today)}</time>
        </p>
      </header>
      <div className={styles.body}>{children}</div>
      <Card as="section" className={styles.contact} title="Questions?" titleLevel={2}>
        <p style={{ margin: 0 }}>
          Write to our support team at <SupportLink />. A real person reads every message and we answer within
          two business days.
        </p>
      </Card>
    </article>
  );
}
