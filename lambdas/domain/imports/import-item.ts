import type { ContactImport, ImportMapping, ImportStatus } from '../../../shared/contracts/imports';
import { IMPORT_NOT_FOUND_MESSAGE, importErrorCodes } from '../../../shared/contracts/imports';
import type { Store } from '../../ports/store';
import { keys } from '../../table';
import { DomainError } from '../errors';

/** The counters an import's progress carries (written together, every few batches). */
export interface ImportProgress {
  /** Data rows handled (the header not counted). */
  rowsDone: number;
  added: number;
  updated: number;
  skipped: number;
  flagged: number;
  reasons: Record<string, number>;
}

/** The IMPORT item (pk CONTACTS#{sub}, sk IMPORT#{importId}). */
export interface ImportItem extends ImportProgress {
  importId: string;
  fileName: string;
  size: number;
  status: ImportStatus;
  /** The file's separator, found by the preview. */
  delimiter?: string;
  /** Cells in the header row (the preview's count): a mapping may not name a column past it. */
  columnCount?: number;
  mapping?: ImportMapping;
  /** The exact sentence the user ticked (stored on each imported contact's consent too). */
  attestation?: string;
  total: number | null;
  error?: string;
  createdAt: string;
  updatedAt: string;
}

export const emptyProgress = (): ImportProgress => ({
  rowsDone: 0,
  added: 0,
  updated: 0,
  skipped: 0,
  flagged: 0,
  reasons: {},
});

/** Where the uploaded file lives in the bucket (never served: only confirmed images are). */
export const importObjectKey = (sub: string, importId: string) => `imports/${sub}/${importId}.csv`;

export const importNotFound = () =>
  new DomainError('not_found', importErrorCodes.notFound, IMPORT_NOT_FOUND_MESSAGE);

/** The caller's import, or 404 (another account's import is not found either: the key holds the sub). */
export async function ownedImport(store: Store, sub: string, importId: string): Promise<ImportItem> {
  const item = await store.get(keys.contactImport(sub, importId));
  if (!item) throw importNotFound();
  return item as unknown as ImportItem;
}

export function toContactImport(item: ImportItem): ContactImport {
  return {
    importId: item.importId,
    fileName: item.fileName,
    status: item.status,
    total: item.total ?? null,
    rowsDone: item.rowsDone,
    added: item.added,
    updated: item.updated,
    skipped: item.skipped,
    flagged: item.flagged,
    reasons: item.reasons,
    ...(item.error ? { error: item.error } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
