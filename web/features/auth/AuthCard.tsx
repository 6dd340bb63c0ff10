import type { FormEventHandler, ReactNode } from 'react';
import { Mascot } from '../../components/brand/Mascot';
import { Card } from '../../components/ui';
import styles from './AuthPage.module.css';

export interface AuthCardProps {
  /** The page's h1. */
  title: ReactNode;
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The line under the card, linking to the other account screen. */
  alt: ReactNode;
  /** The form's fields and submit button. */
  children: ReactNode;
}

/** The frame of /login and /signup: a centred card with the mascot, the heading and the form. */
export function AuthCard({ title, titleId, onSubmit, alt, children }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <Card className={styles.card} as="section" aria-labelledby={titleId}>
        <div className={styles.head}>
          <Mascot className={styles.mascot} />
          <h1 id={titleId}>{title}</h1>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {children}
        </form>
        <p className={styles.alt}>{alt}</p>
      </Card>
    </div>
  );
}
