import type { ImportPreview } from '../../../shared/contracts/imports';
import styles from './Imports.module.css';

/**
 * The columns no field above takes, as the import will keep them: each a custom field of its type, filled
 * in on the contacts (and usable as {{key}} in emails). Recomputed by the server at the start.
 */
export function CustomFieldColumns({
  preview,
  mapped,
}: {
  preview: ImportPreview;
  mapped: ReadonlySet<number>;
}) {
  const columns = (preview.customFields ?? []).filter((c) => !mapped.has(c.column));
  if (columns.length === 0) return null;
  return (
    <div className={styles.customFields}>
      <p>The other columns are kept on each contact:</p>
      <ul>
        {columns.map((c) => (
          <li key={c.column}>
            {c.name}: custom field ({c.type}), <code>{`{{${c.key}}}`}</code> in emails
          </li>
        ))}
      </ul>
    </div>
  );
}
