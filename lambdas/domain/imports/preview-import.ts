import type { ImportPreview } from '../../../shared/contracts/imports';
import {
  IMPORT_EMPTY_MESSAGE,
  IMPORT_NOT_UPLOADED_MESSAGE,
  IMPORT_ROW_TOO_LONG_MESSAGE,
  importErrorCodes,
  MAX_IMPORT_BYTES,
  PREVIEW_ROWS,
} from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { importTooLarge, invalidImportFile } from './create-import';
import { csvRows, CsvReadError, detectDelimiter, MAX_RECORD_BYTES } from './csv-rows';
import { updateContactImport } from '../items/contact-import';
import { importObjectKey, ownedImport } from './owned-import';
import { suggestMapping } from './mapping';
import { importFieldColumns } from './field-sample';

/** Enough of the file for the header and a few rows: two records of the longest size a row may have. */
const HEAD_BYTES = 2 * MAX_RECORD_BYTES + 2;

/** Where the last whole line of `bytes` ends (after its LF or CR), 0 when none does. */
function lastLineEnd(bytes: Uint8Array): number {
  return Math.max(bytes.lastIndexOf(0x0a), bytes.lastIndexOf(0x0d)) + 1;
}

/** Line ends in `bytes` (a CRLF counts once). */
function lineEnds(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i += 1)
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) n += 1;
  return n;
}

const notUploaded = () =>
  new DomainError('conflict', importErrorCodes.notUploaded, IMPORT_NOT_UPLOADED_MESSAGE);

/**
 * The stored object's size, checked (HeadObject): 409 before the upload; a file over 10 MB (the local bucket
 * and a second POST of the same presigned form are not held to the policy) is deleted and refused; an empty
 * one is refused.
 */
export async function checkedSize(blobs: Blobs, key: string): Promise<number> {
  const head = await blobs.head(key);
  if (!head) throw notUploaded();
  if (head.size > MAX_IMPORT_BYTES) {
    await blobs.delete(key);
    throw importTooLarge();
  }
  if (head.size === 0) throw invalidImportFile(IMPORT_EMPTY_MESSAGE);
  return head.size;
}

/** The first rows of the stored file: its separator, header and up to PREVIEW_ROWS rows after it. */
export async function readHead(blobs: Blobs, key: string) {
  const size = await checkedSize(blobs, key);
  let bytes = (await blobs.readStart(key, HEAD_BYTES)) ?? new Uint8Array();
  if (size > bytes.length) {
    // The header or the first row does not end within two rows' length: the job could not read it either.
    if (lineEnds(bytes) < 2) throw invalidImportFile(IMPORT_ROW_TOO_LONG_MESSAGE);
    // Cut a partly read last line (the rest of the file follows it).
    bytes = bytes.subarray(0, lastLineEnd(bytes));
  }
  const delimiter = detectDelimiter(bytes);
  const rows: string[][] = [];
  try {
    for await (const { cells } of csvRows([bytes], delimiter)) {
      rows.push(cells);
      if (rows.length > PREVIEW_ROWS) break;
    }
  } catch (error) {
    if (error instanceof CsvReadError) throw invalidImportFile(error.message);
    throw error;
  }
  const [header, ...sample] = rows;
  if (!header || header.every((cell) => !cell.trim())) throw invalidImportFile(IMPORT_EMPTY_MESSAGE);
  return { delimiter, header, sample };
}

/**
 * POST /api/contacts/imports/{importId}/preview: the header, a suggested mapping and a few sample rows,
 * read from the start of the uploaded file. Remembers the separator and the header's width for the start.
 */
export async function previewImport(
  ports: { store: Store; blobs: Blobs; clock: Clock },
  input: { accountId: string; importId: string },
): Promise<ImportPreview> {
  await ownedImport(ports.store, input.accountId, input.importId);
  const { delimiter, header, sample } = await readHead(
    ports.blobs,
    importObjectKey(input.accountId, input.importId),
  );
  await updateContactImport(ports.store, input.accountId, input.importId, {
    delimiter,
    columnCount: header.length,
    updatedAt: ports.clock.now().toISOString(),
  });
  const mapping = suggestMapping(header, sample);
  const customFields = await importFieldColumns(ports, { ...input, mapping });
  return { columns: header, mapping, sample, customFields };
}
