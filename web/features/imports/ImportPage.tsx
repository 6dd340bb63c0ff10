import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ImportMapping, ImportPreview } from '../../../shared/contracts/imports';
import { usePageReady } from '../../components/loading-overlay/page-ready';
import { Card } from '../../components/ui';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { uploadToStorage } from '../editor/api/upload-to-storage';
import { ChooseFileStep } from './ChooseFileStep';
import { createImport, previewImport, startImport, useImportStatus } from './imports-api';
import { ImportProgress } from './ImportProgress';
import { forgetImport, lastImport, rememberImport } from './last-import';
import { MappingStep } from './MappingStep';
import styles from './Imports.module.css';

/**
 * /contacts/import (docs/product.md › Importing contacts): choose a CSV, upload it straight to storage with
 * progress, confirm the mapping and the attestation, then watch the import run on the server. The import's id
 * is in the address (?import=) and remembered in this browser, so leaving and coming back shows its progress.
 */
export function ContactsImportPage() {
  const [search, setSearch] = useSearchParams();
  const importId = search.get('import') ?? undefined;
  const [uploading, setUploading] = useState<{ progress: number } | undefined>();
  const [pending, setPending] = useState<{ importId: string; preview: ImportPreview } | undefined>();
  const [starting, setStarting] = useState(false);
  const status = useImportStatus(importId);
  usePageReady(!importId || !status.isPending);

  // Coming back without ?import=: the import this browser started last.
  useEffect(() => {
    const last = lastImport();
    if (!importId && last) setSearch({ import: last }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A remembered import that is gone (or another account's): start afresh.
  useEffect(() => {
    if (status.isError && importId) {
      forgetImport();
      setSearch({}, { replace: true });
    }
  }, [status.isError, importId, setSearch]);

  const fail = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

  async function upload(file: File) {
    setUploading({ progress: 0 });
    try {
      const ticket = await createImport(file);
      await uploadToStorage(ticket.upload, file, (progress) => setUploading({ progress }));
      setPending({ importId: ticket.importId, preview: await previewImport(ticket.importId) });
    } catch (error) {
      fail(error);
    } finally {
      setUploading(undefined);
    }
  }

  async function start(mapping: ImportMapping) {
    if (!pending) return;
    setStarting(true);
    try {
      await startImport(pending.importId, mapping);
      rememberImport(pending.importId);
      setPending(undefined);
      setSearch({ import: pending.importId });
    } catch (error) {
      fail(error);
    } finally {
      setStarting(false);
    }
  }

  const again = () => {
    forgetImport();
    setSearch({});
  };

  return (
    <div className={styles.page}>
      <h1>Import contacts</h1>
      <p className={styles.intro}>
        Add the people who asked to hear from you, from a CSV file exported by your shop, CRM or spreadsheet.
      </p>
      <Card>
        {importId && status.data ? (
          <ImportProgress status={status.data} onAnother={again} />
        ) : importId ? (
          <p role="status">Loading the import...</p>
        ) : pending ? (
          <MappingStep
            preview={pending.preview}
            busy={starting}
            onStart={(mapping) => void start(mapping)}
            onCancel={() => setPending(undefined)}
          />
        ) : (
          <ChooseFileStep
            onUpload={(file) => void upload(file)}
            progress={uploading?.progress}
            busy={!!uploading}
          />
        )}
      </Card>
    </div>
  );
}
