import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';

/**
 * One record of the file. `row` is its number as a spreadsheet shows it: the header is row 1, the first
 * contact row 2 (blank lines are skipped and not counted).
 */
export interface CsvRow {
  row: number;
  cells: string[];
}

/** The file is not CSV we can read (an unclosed quote, a record over the size limit): said in plain words. */
export class CsvReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvReadError';
  }
}

/** A record longer than this is not a contact (it is a broken quote swallowing the file). */
export const MAX_RECORD_BYTES = 64 * 1024;

/**
 * The separator of the file, from its first line: Excel in many European locales writes ';', some
 * exports use tabs. The one that appears most outside quotes wins; ',' on a tie or none.
 */
export function detectDelimiter(firstBytes: Uint8Array): ',' | ';' | '\t' {
  const text = new TextDecoder().decode(firstBytes);
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = line.replace(/"[^"]*"/g, '');
  const count = (c: string) => unquoted.split(c).length - 1;
  const candidates = [',', ';', '\t'] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ',' as ',' | ';' | '\t');
}

/**
 * Streams the records of a CSV file through csv-parse's stream API (never the whole file in memory):
 * a byte order mark is dropped, blank lines are skipped, rows may have fewer or more cells than the header.
 * Yields the header as row 1, then the data rows.
 */
export async function* csvRows(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  delimiter: string,
): AsyncGenerator<CsvRow> {
  const parser = Readable.from(source).pipe(
    parse({
      bom: true,
      delimiter,
      // Any line ending, even mixed in one file (files stitched together from several exports).
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
    }),
  );
  let row = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      yield { row, cells: record };
      row += 1;
    }
  } catch (error) {
    if (error instanceof CsvError) throw new CsvReadError(readableCsvError(error));
    throw error;
  } finally {
    parser.destroy();
  }
}

/** `records` is how many records were read whole before the error: the header is row 1. */
function readableCsvError(error: CsvError & { records?: number }): string {
  const records = error.records ?? 0;
  const where = records === 0 ? 'in the header row' : `after row ${records}`;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return `The file could not be read ${where}: a quote (") is never closed.`;
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return `The file could not be read ${where}: a row is longer than 64 KB (a line that never ends, or a quote (") that is never closed).`;
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE')
    return `The file could not be read ${where}: a quote (") is followed by other characters.`;
  return `The file could not be read ${where}: it is not valid CSV.`;
}
