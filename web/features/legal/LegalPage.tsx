import { useEffect, useState, type ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { formatLastUpdated, SUPPORT_EMAIL } from './legal';
import styles from './LegalPage.module.css';

export function SupportLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}

interface ShownDate {
  iso: string;
  text: string;
}

function today(): ShownDate {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    text: formatLastUpdated(now),
  };
}

/**
 * The date the prerendered HTML shows (the build's day). Hydration must render exactly that text, or React
 * throws the static page away and renders it again; the effect below then shows today's date.
 */
function prerenderedDate(): ShownDate | null {
  if (typeof document === 'undefined') return null;
  const time = document.querySelector<HTMLTimeElement>('time[data-last-updated]');
  return time?.textContent ? { iso: time.dateTime, text: time.textContent } : null;
}

/** Frame of a legal page: title, 'Last updated' (today, as the spec says), the text, a support contact. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const [shown, setShown] = useState(() => prerenderedDate() ?? today());
  useEffect(() => setShown(today()), []);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.updated}>
          Last updated:{' '}
          <time dateTime={shown.iso} data-last-updated="">
            {shown.text}
          </time>
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
