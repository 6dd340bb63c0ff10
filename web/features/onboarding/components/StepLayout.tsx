import type { ReactNode } from 'react';
import { Mascot } from '../../../components/brand/Mascot';
import frame from '../../../styles/page-frame.module.css';
import speech from '../../../styles/speech-bubble.module.css';
import styles from './StepLayout.module.css';

export interface StepLayoutProps {
  /** The page's h1. */
  title: ReactNode;
  titleId: string;
  intro?: ReactNode;
  /** The mascot's speech bubble (spec texts where given). */
  bubble?: string;
  width?: 'reading' | 'wide';
  children: ReactNode;
}

/** One onboarding screen: heading, the mascot with its bubble, then the step's content. */
export function StepLayout({ title, titleId, intro, bubble, width = 'reading', children }: StepLayoutProps) {
  return (
    <section
      className={[frame.page, styles.page, width === 'wide' ? styles.wide : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <header className={styles.header}>
        {bubble && (
          <div className={styles.guide}>
            <Mascot className={styles.mascot} />
            <p className={speech.bubble}>{bubble}</p>
          </div>
        )}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

/** Previous on the left, the main action on the right; stacked (main action first) on narrow screens. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
