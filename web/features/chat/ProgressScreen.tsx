/** Spec 2 §2 progress screen: three variants, the percentage from the stream's progress events. */
import type { ProgressStage } from '../../../shared/contracts/ai';
import styles from './Review.module.css';

export const STAGE_TITLES: Record<ProgressStage, string> = {
  clarifying: 'Understanding Your Needs...',
  generating: 'Crafting Your Perfect Email',
  loading: 'Loading Your Content...',
};

export function ProgressScreen({ stage, percent }: { stage: ProgressStage; percent: number }) {
  return (
    <div className={styles.progress} role="status" aria-live="polite">
      <p className={styles.progressTitle}>{STAGE_TITLES[stage]}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={STAGE_TITLES[stage]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p>{percent}%</p>
    </div>
  );
}
