import { describe, expect, it } from 'vitest';
import { csvRows, CsvReadError, detectDelimiter } from '../../../../lambdas/domain/imports/csv-rows';

const encoder = new TextEncoder();

/** The file in chunks of `size` bytes, as a stream from S3 delivers it (a chunk may end mid-character). */
async function* chunks(text: string, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = encoder.encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function all(text: string, delimiter = ',', size?: number) {
  const rows = [];
  for await (const row of csvRows(chunks(text, size), delimiter)) rows.push(row);
  return rows;
}

describe('csvRows', () => {
  it('numbers rows as a spreadsheet does, drops the BOM, keeps quoted separators and line breaks, skips blank lines', async () => {
    const text =
      '\uFEFFEmail,First Name\r\nann@example.com,"Ann, Jr."\r\n\r\nbob@example.com,"Bo\nb"\nchloé@example.com,Chloé\n';
    expect(await all(text, ',', 3)).toEqual([
      { row: 1, cells: ['Email', 'First Name'] },
      { row: 2, cells: ['ann@example.com', 'Ann, Jr.'] },
      { row: 3, cells: ['bob@example.com', 'Bo\nb'] },
      { row: 4, cells: ['chloé@example.com', 'Chloé'] },
    ]);
  });

  it('takes rows with fewer or more cells than the header', async () => {
    expect(await all('email;name\na@example.com\nb@example.com;B;extra\n', ';')).toEqual([
      { row: 1, cells: ['email', 'name'] },
      { row: 2, cells: ['a@example.com'] },
      { row: 3, cells: ['b@example.com', 'B', 'extra'] },
    ]);
  });

  it('refuses an unclosed quote in plain words, naming where', async () => {
    const read = all('email,name\na@example.com,"Ann\n');
    await expect(read).rejects.toBeInstanceOf(CsvReadError);
    await expect(all('email,name\na@example.com,"Ann\n')).rejects.toThrow(
      'The file could not be read after row 1: a quote (") is never closed.',
    );
  });

  it('streams: a 200,000-row file is read without holding it', async () => {
    async function* big(): AsyncGenerator<Uint8Array> {
      yield encoder.encode('email\n');
      for (let i = 0; i < 200_000; i += 1000)
        yield encoder.encode(Array.from({ length: 1000 }, (_, j) => `p${i + j}@example.com\n`).join(''));
    }
    let last = 0;
    for await (const row of csvRows(big(), ',')) last = row.row;
    expect(last).toBe(200_001);
  });
});

describe('detectDelimiter', () => {
  it('finds the separator of the header line, ignoring quoted text', () => {
    expect(detectDelimiter(encoder.encode('email,first,last\n'))).toBe(',');
    expect(detectDelimiter(encoder.encode('email;"first, name";last\n'))).toBe(';');
    expect(detectDelimiter(encoder.encode('email\tfirst\n'))).toBe('\t');
    expect(detectDelimiter(encoder.encode('email\n'))).toBe(',');
  });
});
