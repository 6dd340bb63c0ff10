/**
 * Shared by the import integration tests: the wizard's calls as the browser makes them (create, the
 * presigned POST straight to the bucket, preview, start, status, report) over the local stack.
 */
import { expect } from 'vitest';
import {
  contactImportSchema,
  createImportResponseSchema,
  importApiPaths,
  importPreviewSchema,
  type ContactImport,
  type CreateImportResponse,
  type ImportMapping,
} from '../../../shared/contracts/imports';
import type { Store } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { call, type ApiAnswer } from '../helpers/api';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const createImport = (token: string | undefined, body: unknown) =>
  call(importApiPaths.imports, { method: 'POST', token, ...json(body) });
export const previewImport = (token: string | undefined, importId: string) =>
  call(importApiPaths.preview(importId), { method: 'POST', token });
export const startImport = (token: string | undefined, importId: string, body: unknown) =>
  call(importApiPaths.start(importId), { method: 'POST', token, ...json(body) });
export const getImport = (token: string | undefined, importId: string) =>
  call(importApiPaths.import(importId), { token });
export const getReport = (token: string | undefined, importId: string) =>
  call(importApiPaths.report(importId), { token });

/** What the browser does with the ticket: a multipart POST straight to the bucket, the file last. */
export async function uploadTo(ticket: CreateImportResponse, csv: string | Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append(
    'file',
    new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }),
    'contacts.csv',
  );
  const res = await fetch(ticket.upload.url, { method: 'POST', body: form });
  expect(res.status, await res.text()).toBeLessThan(300);
}

/** Creates an import for `csv` and uploads it; answers the ticket. */
export async function uploaded(token: string, csv: string, fileName = 'contacts.csv') {
  const res = await createImport(token, { fileName, size: Buffer.byteLength(csv) });
  expect(res.status, res.text).toBe(200);
  const ticket = createImportResponseSchema.parse(res.body);
  await uploadTo(ticket, csv);
  return ticket;
}

export async function preview(token: string, importId: string) {
  const res = await previewImport(token, importId);
  expect(res.status, res.text).toBe(200);
  return importPreviewSchema.parse(res.body);
}

export const fullMapping = (mapping: Partial<ImportMapping> & { email: number }): ImportMapping => ({
  firstName: null,
  lastName: null,
  tags: null,
  ...mapping,
});

/**
 * The import as the start route leaves it (queued, the first two columns as email and first name, attested),
 * for the tests that then run the job themselves; returns the job's message.
 */
export async function markQueued(store: Store, sub: string, importId: string) {
  await store.update(
    keys.contactImport(sub, importId),
    {
      status: 'queued',
      mapping: fullMapping({ email: 0, firstName: 1 }),
      attestation: 'These people agreed to receive email from me',
      delimiter: ',',
      columnCount: 2,
    },
    'present',
  );
  return { sub, importId };
}

/** Polls the import until it is done or failed (the job runs off the request). */
export async function finished(token: string, importId: string, timeoutMs = 120_000): Promise<ContactImport> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await getImport(token, importId);
    expect(res.status, res.text).toBe(200);
    const status = contactImportSchema.parse(res.body);
    if (status.status === 'done' || status.status === 'failed') return status;
    if (Date.now() > until) throw new Error(`The import is still ${status.status}: ${res.text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function expectError(res: ApiAnswer, status: number, error: string, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, ...(message === undefined ? {} : { message }) });
}
