import type { BrandColors } from '../../../shared/contracts/brand';
import styles from './BrandKit.module.css';

const LABELS: Record<keyof BrandColors, string> = {
  primary: 'Primary (buttons)',
  accent: 'Accent (rules, quotes, borders)',
  background: 'Background',
  text: 'Text',
  link: 'Links',
};

/** The five brand colours, each a native colour picker with its hex value beside it. */
export function BrandColours({
  colors,
  onChange,
}: {
  colors: BrandColors;
  onChange: (colors: BrandColors) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>Colours</legend>
      <div className={styles.colours}>
        {(Object.keys(LABELS) as (keyof BrandColors)[]).map((key) => (
          <label key={key} className={styles.colour}>
            <input
              type="color"
              value={colors[key]}
              aria-label={LABELS[key]}
              onChange={(e) => onChange({ ...colors, [key]: e.target.value })}
            />
            <span>
              {LABELS[key]} <code>{colors[key]}</code>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
