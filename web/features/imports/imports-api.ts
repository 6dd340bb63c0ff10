/** The import wizard's calls (contracts in shared/contracts/imports.ts). */
import { useQuery } from '@tanstack/react-query';
import { downloadBlob } from '../../lib/download';
import {
  contactImportSchema,
  createImportResponseSchema,
  importApiPaths,
  importPreviewSchema,
  type ContactImport,
  type ImportMapping,
} from '../../../shared/contracts/imports';
import { getRuntimeConfig } from '../../config/env';
import { api, ApiRequestError, buildApiUrl, idToken } from '../../lib/api-client';

export const createImport = (file: File) =>
  api.post(
    importApiPaths.imports,
    { fileName: file.name, size: file.size },
    { schema: createImportResponseSchema },
  );

export const previewImport = (importId: string) =>
  api.post(importApiPaths.preview(importId), undefined, { schema: importPreviewSchema });

export const startImport = (importId: string, mapping: ImportMapping) =>
  api.post(importApiPaths.start(importId), { mapping, attestation: true }, { schema: contactImportSchema });

const running = (data: ContactImport | undefined) => data?.status === 'queued' || data?.status === 'running';

/** The import's progress, read again every second while it runs (the job runs on the server). */
export function useImportStatus(importId: string | undefined) {
  return useQuery({
    queryKey: ['contact-import', importId],
    queryFn: ({ signal }) =>
      api.get(importApiPaths.import(importId ?? ''), { schema: contactImportSchema, signal }),
    enabled: !!importId,
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });
}

/** Downloads the report CSV (a signed-in call, so fetched and handed to the browser as a file). */
export async function downloadReport(importId: string): Promise<void> {
  const token = await idToken();
  const res = await fetch(buildApiUrl(getRuntimeConfig().apiBase, importApiPaths.report(importId)), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiRequestError(res.status, 'The report could not be downloaded. Please try again.');
  downloadBlob(await res.blob(), 'import-report.csv');
}
