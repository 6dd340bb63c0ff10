import type { ContactImport } from '../../../shared/contracts/imports';
import { IMPORT_NOT_FOUND_MESSAGE, importErrorCodes } from '../../../shared/contracts/imports';
import type { Store } from '../../ports/store';
import { getContactImport, type ContactImportRecord, type ImportProgress } from '../items/contact-import';
import { DomainError } from '../errors';

export const emptyProgress = (): ImportProgress => ({
  rowsDone: 0,
  added: 0,
  updated: 0,
  skipped: 0,
  flagged: 0,
  reasons: {},
});

/** Where an account's uploaded files live in the bucket ("Delete my account" deletes them all). */
export const importsPrefix = (accountId: string) => `imports/${accountId}/`;

/** Where the uploaded file lives in the bucket (never served: only confirmed images are). */
export const importObjectKey = (accountId: string, importId: string) =>
  `${importsPrefix(accountId)}${importId}.csv`;

export const importNotFound = () =>
  new DomainError('not_found', importErrorCodes.notFound, IMPORT_NOT_FOUND_MESSAGE);

/** The caller's import, or 404 (another account's import is not found either: the key holds the account). */
export async function ownedImport(
  store: Store,
  accountId: string,
  importId: string,
): Promise<ContactImportRecord> {
  const item = await getContactImport(store, accountId, importId);
  if (!item) throw importNotFound();
  return item;
}

export function toContactImport(item: ContactImportRecord): ContactImport {
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
    ...(item.stopped ? { stopped: item.stopped } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
