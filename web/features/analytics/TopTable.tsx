import type { NamedCount } from '../../../shared/contracts/analytics';
import styles from './Analytics.module.css';

/**
 * One "top" list as a real table (caption, column headers), so a screen reader announces the names and
 * counts in order; the bar behind each row is decoration. A note about the list goes inside the card, under
 * the table, so the card grows with it (a note beside the card ran out below its border).
 */
export function TopTable({
  caption,
  column,
  unit,
  rows,
  empty,
  label = (name) => name,
  note,
}: {
  caption: string;
  column: string;
  unit: string;
  rows: NamedCount[];
  empty: string;
  label?: (name: string) => string;
  note?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className={styles.panel} aria-label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className={styles.num}>
              {unit}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className={styles.none}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className={styles.name}>
                  <span
                    className={styles.bar}
                    style={{ width: `${(row.count / max) * 100}%` }}
                    aria-hidden="true"
                  />
                  <span className={styles.label}>{label(row.name)}</span>
                </th>
                <td className={styles.num}>{row.count.toLocaleString()}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {note && <p className={styles.panelNote}>{note}</p>}
    </section>
  );
}
