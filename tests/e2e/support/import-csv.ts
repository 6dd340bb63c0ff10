/**
 * A contact import as the import wizard makes it, through the API: the ticket, the upload straight to the
 * bucket, preview, start, then waits until it is done. Extra columns (City, Birthday...) become custom fields.
 */
import { expect } from 'vitest';
import { apiAs, type E2eUser } from './session';

export async function importCsv(baseUrl: string, user: E2eUser, csv: string, timeout = 20_000) {
  const api = <T>(path: string, init?: RequestInit) => apiAs<T>(baseUrl, user, path, init);
  const ticket = await api<{ importId: string; upload: { url: string; fields: Record<string, string> } }>(
    '/api/contacts/imports',
    { method: 'POST', body: JSON.stringify({ fileName: 'c.csv', size: Buffer.byteLength(csv) }) },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'c.csv');
  expect((await fetch(ticket.upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const base = `/api/contacts/imports/${ticket.importId}`;
  const preview = await api<{ mapping: unknown }>(`${base}/preview`, { method: 'POST', body: '{}' });
  await api(`${base}/start`, {
    method: 'POST',
    body: JSON.stringify({ mapping: preview.mapping, attestation: true }),
  });
  for (const until = Date.now() + timeout; ;) {
    const { status } = await api<{ status: string }>(base);
    if (status === 'done') return;
    if (Date.now() > until || status === 'failed') throw new Error(`The import is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
