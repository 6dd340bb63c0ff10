import type { ResultBox as ResultBoxModel } from './tracking-model';
import styles from './TrackingPage.module.css';

const toneLabel = { success: 'Success', warning: 'Needs attention', error: 'Problem' } as const;

/** The green / yellow / red box with a message, optional details and help (announced when it changes). */
export function ResultBox({ result, id }: { result: ResultBoxModel; id?: string }) {
  return (
    <div id={id} className={`${styles.result} ${styles[result.tone]}`}>
      <p className={styles.resultMessage}>
        <span className="sr-only">{toneLabel[result.tone]}: </span>
        {result.message}
      </p>
      {result.details.length > 0 && (
        <dl className={styles.details}>
          {result.details.map((d) => (
            <div key={d.label} className={styles.detail}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {result.help && <p className={styles.help}>{result.help}</p>}
    </div>
  );
}
