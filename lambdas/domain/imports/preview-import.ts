import type { ImportPreview } from '../../../shared/contracts/imports';
import {
  IMPORT_EMPTY_MESSAGE,
  IMPORT_NOT_UPLOADED_MESSAGE,
  importErrorCodes,
  MAX_IMPORT_BYTES,
  PREVIEW_ROWS,
} from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { importTooLarge, invalidImportFile } from './create-import';
import { csvRows, CsvReadError, detectDelimiter } from './csv-rows';
import { updateContactImport } from '../items/contact-import';
import { importObjectKey, ownedImport } from './owned-import';
import { suggestMapping } from './mapping';
import { importFieldColumns } from './field-sample';

/** Enough of the file for the header and a few rows. */
const HEAD_BYTES = 64 * 1024;

const notUploaded = () =>
  new DomainError('conflict', importErrorCodes.notUploaded, IMPORT_NOT_UPLOADED_MESSAGE);

/** The first rows of the stored file: its separator, header and up to PREVIEW_ROWS rows after it. */
export async function readHead(blobs: Blobs, key: string) {
  const head = await blobs.head(key);
  if (!head) throw notUploaded();
  if (head.size > MAX_IMPORT_BYTES) {
    await blobs.delete(key);
    throw importTooLarge();
  }
  let bytes = (await blobs.readStart(key, HEAD_BYTES)) ?? new Uint8Array();
  // Cut a partly read last line (the rest of the file follows it).
  if (head.size > bytes.length) bytes = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
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
