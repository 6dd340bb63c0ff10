import { useId, useState } from 'react';
import {
  IMPORT_ATTESTATION,
  IMPORT_ATTESTATION_MESSAGE,
  IMPORT_NO_EMAIL_COLUMN_MESSAGE,
  importFieldLabels,
  importFields,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '../../../shared/contracts/imports';
import { Button } from '../../components/ui';
import styles from './Imports.module.css';
import { CustomFieldColumns } from './CustomFieldColumns';

type Draft = Record<ImportField, number | null>;

/** Step 2: one select per field over the file's columns (suggested from the header), sample rows, the attestation. */
export function MappingStep({
  preview,
  onStart,
  onCancel,
  busy,
}: {
  preview: ImportPreview;
  onStart: (mapping: ImportMapping) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const id = useId();
  const [mapping, setMapping] = useState<Draft>(preview.mapping);
  const [attested, setAttested] = useState(false);
  const [error, setError] = useState<string>();
  const columnName = (i: number) => preview.columns[i]?.trim() || `Column ${i + 1}`;
  return (
    <form
      className={styles.step}
      onSubmit={(e) => {
        e.preventDefault();
        if (mapping.email === null) return setError(IMPORT_NO_EMAIL_COLUMN_MESSAGE);
        if (!attested) return setError(IMPORT_ATTESTATION_MESSAGE);
        const used = Object.values(mapping).filter((c) => c !== null);
        if (new Set(used).size !== used.length) return setError('Each column can feed one field only.');
        setError(undefined);
        onStart({ ...mapping, email: mapping.email });
      }}
    >
      <fieldset className={styles.mapping}>
        <legend className={styles.label}>Which column holds what?</legend>
        {importFields.map((field) => (
          <div key={field} className={styles.mapRow}>
            <label htmlFor={`${id}-${field}`}>
              {importFieldLabels[field]}
              {field === 'email' ? ' (required)' : ''}
            </label>
            <select
              id={`${id}-${field}`}
              value={mapping[field] ?? ''}
              onChange={(e) =>
                setMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <option value="">{field === 'email' ? 'Choose a column' : 'Do not import'}</option>
              {preview.columns.map((_, i) => (
                <option key={i} value={i}>
                  {columnName(i)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <CustomFieldColumns
        preview={preview}
        mapped={new Set(Object.values(mapping).filter((c): c is number => c !== null))}
      />
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="The first rows of the file">
        <table className={styles.sample}>
          <caption className="sr-only">The first rows of the file</caption>
          <thead>
            <tr>
              {preview.columns.map((_, i) => (
                <th key={i} scope="col">
                  {columnName(i)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row, r) => (
              <tr key={r}>
                {preview.columns.map((_, i) => (
                  <td key={i}>{row[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <label className={styles.attest}>
        <input type="checkbox" checked={attested} onChange={(e) => setAttested(e.target.checked)} />{' '}
        {IMPORT_ATTESTATION}
      </label>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Choose another file
        </Button>
        <Button type="submit" loading={busy} disabled={busy}>
          {busy ? 'Starting...' : 'Start the import'}
        </Button>
      </div>
    </form>
  );
}
