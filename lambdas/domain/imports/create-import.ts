import type { CreateImportResponse } from '../../../shared/contracts/imports';
import {
  IMPORT_EMPTY_MESSAGE,
  IMPORT_NOT_CSV_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  importErrorCodes,
  MAX_IMPORT_BYTES,
} from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { putNewContactImport, type ContactImportRecord } from '../items/contact-import';
import { emptyProgress, importObjectKey } from './owned-import';

/** The stored object's type: fixed in the presigned POST, whatever type the browser gave the file. */
export const IMPORT_CONTENT_TYPE = 'text/csv';

export const invalidImportFile = (message: string) =>
  new DomainError('invalid', importErrorCodes.invalidFile, message);
export const importTooLarge = () =>
  new DomainError('invalid', importErrorCodes.fileTooLarge, IMPORT_TOO_LARGE_MESSAGE);

/**
 * POST /api/contacts/imports: checks the file's name and size, records the import ('uploading') and answers
 * a presigned POST for its CSV under imports/{accountId}/{importId}.csv (at most 10 MB; the preview checks the
 * stored object again, as s3rver does not enforce POST policies).
 */
export async function createImport(
  ports: { store: Store; blobs: Blobs; clock: Clock },
  input: { accountId: string; fileName: string; size: number },
): Promise<CreateImportResponse> {
  if (!/\.csv$/i.test(input.fileName)) throw invalidImportFile(IMPORT_NOT_CSV_MESSAGE);
  if (input.size === 0) throw invalidImportFile(IMPORT_EMPTY_MESSAGE);
  if (input.size > MAX_IMPORT_BYTES) throw importTooLarge();
  const importId = globalThis.crypto.randomUUID();
  const ticket = await ports.blobs.presignUpload(
    importObjectKey(input.accountId, importId),
    IMPORT_CONTENT_TYPE,
    MAX_IMPORT_BYTES,
  );
  const now = ports.clock.now();
  const item: ContactImportRecord = {
    ...emptyProgress(),
    importId,
    fileName: input.fileName,
    size: input.size,
    status: 'uploading',
    total: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await putNewContactImport(ports.store, input.accountId, item);
  return {
    importId,
    upload: { url: ticket.url, fields: ticket.fields },
    maxBytes: MAX_IMPORT_BYTES,
    expiresAt: new Date(now.getTime() + ticket.expiresInSeconds * 1000).toISOString(),
  };
}
