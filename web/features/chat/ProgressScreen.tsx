/** docs/product.md › Progress screens: three variants, the percentage from the stream's progress events. */
import type { ProgressStage } from '../../../shared/contracts/ai';
import { waitingText } from './progress-state';
import styles from './Review.module.css';

export const STAGE_TITLES: Record<ProgressStage, string> = {
  clarifying: 'Understanding Your Needs...',
  generating: 'Crafting Your Perfect Email',
  loading: 'Loading Your Content...',
};

interface Props {
  stage: ProgressStage;
  percent: number;
  /** Set while the server's keep-alive says the model has been silent this long. */
  waitingSeconds?: number;
}

export function ProgressScreen({ stage, percent, waitingSeconds }: Props) {
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
      {waitingSeconds !== undefined && <p>{waitingText(waitingSeconds)}</p>}
    </div>
  );
}
