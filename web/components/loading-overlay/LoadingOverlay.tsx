import type { CSSProperties } from 'react';
import { Banana } from '../brand/Banana';
import { Mascot } from '../brand/Mascot';
import styles from './LoadingOverlay.module.css';

/** Six bananas orbit the mascot once every 6 s (docs/product.md › Loading overlay). */
export const ORBIT_BANANAS = 6;

/**
 * The full-screen loading overlay. Visibility is decided by the layout (path changed and page not ready);
 * this only draws it. The page behind carries aria-busy while it shows.
 */
export function LoadingOverlay({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <div className={styles.inner}>
        <div className={styles.stage}>
          <Mascot className={styles.mascot} withBanana={false} />
          <div className={styles.orbit} aria-hidden="true">
            {Array.from({ length: ORBIT_BANANAS }, (_, i) => (
              <span
                key={i}
                className={styles.banana}
                style={{ '--angle': `${(360 / ORBIT_BANANAS) * i}deg` } as CSSProperties}
              >
                <Banana />
              </span>
            ))}
          </div>
        </div>
        <p role="status" className="sr-only">
          {label}
        </p>
      </div>
    </div>
  );
}
