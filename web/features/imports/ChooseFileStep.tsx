import { useId, useState } from 'react';
import {
  IMPORT_NOT_CSV_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
} from '../../../shared/contracts/imports';
import { Button } from '../../components/ui';
import styles from './Imports.module.css';

/** The browser's own check before any upload: a .csv of at most 10 MB that is not empty. */
export function fileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return IMPORT_NOT_CSV_MESSAGE;
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_TOO_LARGE_MESSAGE;
  return undefined;
}

/** Step 1: choose the file; uploading shows the upload's progress. */
export function ChooseFileStep({
  onUpload,
  progress,
  busy,
}: {
  onUpload: (file: File) => void;
  /** 0..1 while uploading. */
  progress: number | undefined;
  busy: boolean;
}) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  return (
    <form
      className={styles.step}
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setError('Choose a CSV file first.');
        const problem = fileProblem(file);
        if (problem) return setError(problem);
        onUpload(file);
      }}
    >
      <label htmlFor={`${id}-file`} className={styles.label}>
        CSV file (up to 10 MB)
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        The first row names the columns. One contact a row; an email column is required, first name, last name
        and tags (separated by commas) are optional.
      </p>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={busy}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          setFile(chosen);
          setError(chosen ? fileProblem(chosen) : undefined);
        }}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {progress !== undefined && (
        <div className={styles.progressRow}>
          <progress max={1} value={progress} aria-label="Upload progress" className={styles.progress} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={busy}>
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
