import { paths } from '../../config/paths';
import { Mascot } from '../brand/Mascot';
import { ButtonLink, Card } from '../ui';
import styles from './ComingSoon.module.css';

export interface ComingSoonProps {
  /** The page's name, e.g. 'Select Emails'. */
  name: string;
  /** One sentence on what the page will do once built. */
  purpose?: string;
}

/**
 * The honest placeholder for a route whose feature is not built yet: the route exists, so links and
 * redirects work, but the page says plainly that there is nothing here yet. Listed in web/COMING_SOON.md.
 */
export function ComingSoon({ name, purpose }: ComingSoonProps) {
  return (
    <div className={styles.wrap}>
      <Card as="section" className={styles.panel} aria-labelledby="coming-soon-title" data-coming-soon={name}>
        <span className={styles.badge}>Coming soon</span>
        <Mascot className={styles.mascot} />
        <h1 id="coming-soon-title">{name}</h1>
        <p>This part of Jungle Mail is not built yet.</p>
        {purpose && <p className={styles.purpose}>{purpose}</p>}
        <div className={styles.actions}>
          <ButtonLink to={paths.home} variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
