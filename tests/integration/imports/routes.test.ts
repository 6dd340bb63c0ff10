/**
 * The import routes over HTTP and the real S3 stand-in: the presigned POST, the preview read from the
 * stored file, the refusals in plain words (not a CSV, too large, not uploaded, no attestation), and
 * another account's import answering 404 on every route. (Missing token, oversized and malformed bodies of
 * these routes are checked with every signed-in route in signed-in-request-checks.test.ts.)
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contactImportSchema,
  createImportResponseSchema,
  IMPORT_ATTESTATION_MESSAGE,
  IMPORT_NOT_CSV_MESSAGE,
  IMPORT_NOT_FOUND_MESSAGE,
  IMPORT_EMPTY_MESSAGE,
  IMPORT_NOT_UPLOADED_MESSAGE,
  IMPORT_ROW_TOO_LONG_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
  MAX_IMPORT_BYTES,
} from '../../../shared/contracts/imports';
import { createFullDeps } from '../../../lambdas/wiring/all';
import { newUser } from '../helpers/cognito';
import {
  createImport,
  expectError,
  fullMapping,
  getImport,
  getReport,
  preview,
  previewImport,
  startImport,
  uploaded,
  uploadTo,
} from './support';

type User = Awaited<ReturnType<typeof newUser>>;
let ann: User;
let ben: User;
const { ports } = createFullDeps(inject('stack').env);

beforeAll(async () => {
  [ann, ben] = await Promise.all([newUser('import-ann'), newUser('import-ben')]);
});

describe('creating an import', () => {
  it('answers a presigned POST for the CSV under imports/{sub}/, and the import waits for its upload', async () => {
    const res = await createImport(ann.idToken, { fileName: 'List.CSV', size: 120 });
    expect(res.status, res.text).toBe(200);
    const ticket = createImportResponseSchema.parse(res.body);
    expect(ticket.maxBytes).toBe(MAX_IMPORT_BYTES);
    expect(ticket.upload.fields).toMatchObject({
      'Content-Type': 'text/csv',
      key: `assets/imports/${ann.sub}/${ticket.importId}.csv`,
    });
    const status = contactImportSchema.parse((await getImport(ann.idToken, ticket.importId)).body);
    expect(status).toMatchObject({ fileName: 'List.CSV', status: 'uploading', total: null, rowsDone: 0 });
    // The uploaded file is never served: only confirmed images are.
    await uploadTo(ticket, 'email\nann@example.com\n');
    const served = await fetch(`${inject('stack').baseUrl}/assets/imports/${ann.sub}/${ticket.importId}.csv`);
    expect(served.status).toBe(404);
  });

  it('refuses a file that is not .csv, an empty one and one over 10 MB, creating nothing', async () => {
    expectError(
      await createImport(ann.idToken, { fileName: 'list.xlsx', size: 100 }),
      400,
      'invalid_file',
      IMPORT_NOT_CSV_MESSAGE,
    );
    expectError(await createImport(ann.idToken, { fileName: 'list.csv', size: 0 }), 400, 'invalid_file');
    expectError(
      await createImport(ann.idToken, { fileName: 'list.csv', size: MAX_IMPORT_BYTES + 1 }),
      400,
      'file_too_large',
      IMPORT_TOO_LARGE_MESSAGE,
    );
    expectError(await createImport(ann.idToken, { fileName: 'list.csv' }), 400, 'invalid_request');
    const items = await ports.store.query({ partition: `CONTACTS#${ann.sub}`, beginsWith: 'IMPORT#' });
    expect(items).toHaveLength(1); // the one of the test above
  });
});

describe('the preview', () => {
  it('reads the header, suggests the mapping and shows five sample rows, whatever the separator', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => `p${i}@example.com;Name ${i};Last ${i};vip`);
    const ticket = await uploaded(ann.idToken, `E-mail;First Name;Surname;Tags\r\n${rows.join('\r\n')}\r\n`);
    const p = await preview(ann.idToken, ticket.importId);
    expect(p.columns).toEqual(['E-mail', 'First Name', 'Surname', 'Tags']);
    expect(p.mapping).toEqual({ email: 0, firstName: 1, lastName: 2, tags: 3 });
    expect(p.sample).toHaveLength(5);
    expect(p.sample[0]).toEqual(['p0@example.com', 'Name 0', 'Last 0', 'vip']);
  });

  it('answers 409 before the upload, and 400 for a file with an unclosed quote in its first rows', async () => {
    const res = await createImport(ann.idToken, { fileName: 'later.csv', size: 10 });
    const { importId } = createImportResponseSchema.parse(res.body);
    expectError(
      await previewImport(ann.idToken, importId),
      409,
      'upload_not_found',
      IMPORT_NOT_UPLOADED_MESSAGE,
    );
    const broken = await uploaded(ann.idToken, 'email,name\nann@example.com,"Ann\n');
    expectError(
      await previewImport(ann.idToken, broken.importId),
      400,
      'invalid_file',
      'The file could not be read after row 1: a quote (") is never closed.',
    );
  });

  it('deletes a stored file over 10 MB (the local bucket does not enforce the POST policy)', async () => {
    const res = await createImport(ann.idToken, { fileName: 'big.csv', size: 100 });
    const ticket = createImportResponseSchema.parse(res.body);
    await uploadTo(ticket, `email\n${'x'.repeat(MAX_IMPORT_BYTES)}\n`);
    expectError(await previewImport(ann.idToken, ticket.importId), 400, 'file_too_large');
    expect(await ports.blobs.head(`imports/${ann.sub}/${ticket.importId}.csv`)).toBeUndefined();
  });
});

describe('the file checks at preview and start (issue 30)', () => {
  it('answers 400 at once for an empty file', async () => {
    const res = await createImport(ann.idToken, { fileName: 'empty.csv', size: 10 });
    const ticket = createImportResponseSchema.parse(res.body);
    await uploadTo(ticket, '');
    const t0 = Date.now();
    expectError(await previewImport(ann.idToken, ticket.importId), 400, 'invalid_file', IMPORT_EMPTY_MESSAGE);
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it('answers 400 for a 1 MB line without a quote, alone or after a header', async () => {
    for (const csv of [`${'x'.repeat(1024 * 1024)}\n`, `email\n${'a,'.repeat(512 * 1024)}\n`]) {
      const ticket = await uploaded(ann.idToken, csv);
      expectError(
        await previewImport(ann.idToken, ticket.importId),
        400,
        'invalid_file',
        IMPORT_ROW_TOO_LONG_MESSAGE,
      );
    }
  });

  it('refuses to start when the form was posted again with a file over 10 MB, and deletes it', async () => {
    const ticket = await uploaded(ann.idToken, 'email\nann@example.com\n');
    await preview(ann.idToken, ticket.importId);
    await uploadTo(ticket, `email\n${'big@example.com\n'.repeat(Math.ceil((12.5 * 1024 * 1024) / 16))}`);
    expectError(
      await startImport(ann.idToken, ticket.importId, {
        mapping: fullMapping({ email: 0 }),
        attestation: true,
      }),
      400,
      'file_too_large',
      IMPORT_TOO_LARGE_MESSAGE,
    );
    expect(await ports.blobs.head(`imports/${ann.sub}/${ticket.importId}.csv`)).toBeUndefined();
    const status = contactImportSchema.parse((await getImport(ann.idToken, ticket.importId)).body);
    expect(status.status).toBe('uploading');
  });
});

describe('another account', () => {
  it("gets 404 'Import not found.' from every route naming ann's import, and changes nothing", async () => {
    const ticket = await uploaded(ann.idToken, 'email\nann@example.com\n');
    const notFound = (res: Awaited<ReturnType<typeof getImport>>) =>
      expectError(res, 404, 'import_not_found', IMPORT_NOT_FOUND_MESSAGE);
    notFound(await getImport(ben.idToken, ticket.importId));
    notFound(await previewImport(ben.idToken, ticket.importId));
    notFound(await getReport(ben.idToken, ticket.importId));
    notFound(
      await startImport(ben.idToken, ticket.importId, {
        mapping: fullMapping({ email: 0 }),
        attestation: true,
      }),
    );
    const status = contactImportSchema.parse((await getImport(ann.idToken, ticket.importId)).body);
    expect(status.status).toBe('uploading');
  });
});

describe('starting', () => {
  it('is refused without the attestation, and with a mapping past the file', async () => {
    const ticket = await uploaded(ann.idToken, 'email,name\nann@example.com,Ann\n');
    expectError(
      await startImport(ann.idToken, ticket.importId, {
        mapping: fullMapping({ email: 0 }),
        attestation: false,
      }),
      400,
      'attestation_required',
      IMPORT_ATTESTATION_MESSAGE,
    );
    expectError(
      await startImport(ann.idToken, ticket.importId, {
        mapping: fullMapping({ email: 0, tags: 5 }),
        attestation: true,
      }),
      400,
      'invalid_mapping',
      'The mapping names a column the file does not have.',
    );
    expectError(
      await startImport(ann.idToken, ticket.importId, {
        mapping: fullMapping({ email: 0, firstName: 0 }),
        attestation: true,
      }),
      400,
      'invalid_mapping',
      'Each column can feed one field only.',
    );
    const status = contactImportSchema.parse((await getImport(ann.idToken, ticket.importId)).body);
    expect(status.status).toBe('uploading');
  });
});
