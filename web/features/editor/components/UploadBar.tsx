import type { UploadProgress } from '../hooks/use-image-upload';
import styles from './SidePane.module.css';

/** The upload's progress bar, shown while an image goes to storage. */
export function UploadBar({ progress }: { progress: UploadProgress | undefined }) {
  if (!progress) return null;
  const percent = Math.round(progress.fraction * 100);
  return (
    <div role="status" style={{ padding: '0.5rem 0.75rem' }}>
      <label>
        Uploading {progress.fileName}: {percent}%
        <progress className={styles.progress} max={100} value={percent} />
      </label>
    </div>
  );
}
