import type { ImportFieldColumn, SuggestedMapping } from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Store } from '../../ports/store';
import { addContactFields, getContactFields } from '../items/contact-fields';
import { csvRows, CsvReadError, detectDelimiter } from './csv-rows';
import { fieldColumnsOf } from './import-fields';
import { importObjectKey } from './owned-import';

/** How much of the file the custom fields' types are inferred from. */
const SAMPLE_BYTES = 256 * 1024;
const SAMPLE_ROWS = 1000;

/** The header and up to SAMPLE_ROWS data rows from the start of the stored file (none if unreadable). */
async function readSample(blobs: Blobs, key: string) {
  const head = await blobs.head(key);
  let bytes = (await blobs.readStart(key, SAMPLE_BYTES)) ?? new Uint8Array();
  if (head && head.size > bytes.length) bytes = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
  const rows: string[][] = [];
  try {
    for await (const { cells } of csvRows([bytes], detectDelimiter(bytes))) {
      rows.push(cells);
      if (rows.length > SAMPLE_ROWS) break;
    }
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
  }
  const [header = [], ...sample] = rows;
  return { header, sample };
}

/** The import's custom field columns under `mapping`, typed by the catalogue or the file's first rows. */
export async function importFieldColumns(
  ports: { store: Store; blobs: Blobs },
  input: { accountId: string; importId: string; mapping: SuggestedMapping },
): Promise<ImportFieldColumn[]> {
  const [{ header, sample }, catalogue] = await Promise.all([
    readSample(ports.blobs, importObjectKey(input.accountId, input.importId)),
    getContactFields(ports.store, input.accountId),
  ]);
  return fieldColumnsOf(header, sample, input.mapping, catalogue);
}

/** At the start: the columns, with their new fields added to the account's catalogue. */
export async function registerImportFields(
  ports: { store: Store; blobs: Blobs },
  input: { accountId: string; importId: string; mapping: SuggestedMapping },
): Promise<ImportFieldColumn[]> {
  const columns = await importFieldColumns(ports, input);
  if (!columns.length) return columns;
  const catalogue = await addContactFields(
    ports.store,
    input.accountId,
    columns.map(({ name, key, type }) => ({ name, key, type })),
  );
  const kept = new Set(catalogue.map((f) => f.key));
  return columns.filter((c) => kept.has(c.key));
}
