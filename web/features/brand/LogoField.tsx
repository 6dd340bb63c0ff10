/**
 * The brand kit's logo (issue 33): upload a file by the editor's image rules (PNG, JPEG, GIF or WebP, under
 * 5 MB; checked before and after the upload), or type an https address; a preview and "Remove logo". The
 * kit is saved with the rest of the form ("Save brand kit"), so a failed upload loses nothing typed.
 */
import { useId, useState } from 'react';
import { Button, Field, Input, Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { refuseFile } from '../editor/hooks/use-image-upload';
import { uploadLogo } from './logo-api';
import styles from './BrandKit.module.css';

export function LogoField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refusal = refuseFile(file);
    setError(refusal?.description);
    if (refusal) return;
    setProgress(0);
    try {
      onChange((await uploadLogo(file, setProgress)).url);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <fieldset className={styles.group}>
      <legend>Logo</legend>
      {value && <img className={styles.logo} src={value} alt="Your logo" />}
      <div className={styles.logoActions}>
        <label htmlFor={fileId}>Upload a logo</label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={progress !== undefined}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {progress !== undefined && (
          <p role="status">
            <Spinner size="sm" decorative /> Uploading... {Math.round(progress * 100)}%
          </p>
        )}
        {value && (
          <Button type="button" variant="secondary" onClick={() => onChange(null)}>
            Remove logo
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Field
        label="Or a logo address"
        hint="An https address of a PNG, JPEG, GIF or WebP image (5 MB at most)."
      >
        <Input
          type="url"
          inputMode="url"
          value={value ?? ''}
          placeholder="https://"
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
    </fieldset>
  );
}
