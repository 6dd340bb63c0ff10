import type { ContactExportResponse } from '../../../shared/contracts/contacts';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { exportHeaderLine, exportLine } from './export-csv';
import { listContacts, type ListInput } from './list-contacts';

/** Contacts read per Query while exporting (one page of the list, larger). */
export const EXPORT_PAGE = 1000;
/** How long the download link works. */
export const EXPORT_LINK_SECONDS = 15 * 60;

/** Where an account's exports are kept (a day: infra/constructs/storage.ts; deleted with the account). */
export const exportsPrefix = (accountId: string) => `exports/${accountId}/`;

/**
 * The CSV's lines as the list's pages are read: the same filters as the contacts list (search, status, tag),
 * page after page, so memory holds one page whatever the list's size. `counted` learns the rows written.
 */
async function* exportLines(
  store: Store,
  accountId: string,
  filter: Omit<ListInput, 'cursor' | 'limit'>,
  counted: (n: number) => void,
): AsyncIterable<string> {
  yield exportHeaderLine() + '\r\n';
  let cursor: string | undefined;
  do {
    const page = await listContacts(store, accountId, {
      ...filter,
      limit: EXPORT_PAGE,
      ...(cursor ? { cursor } : {}),
    });
    if (page.contacts.length) yield page.contacts.map(exportLine).join('\r\n') + '\r\n';
    counted(page.contacts.length);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * POST /api/contacts/export: the caller's contacts (all, or the list's current filter) as a CSV with their
 * consent, written to the bucket as it is read (never whole in memory, nor in the API's answer, which Lambda
 * caps at 6 MB) and handed back as a link that downloads it for 15 minutes.
 */
export async function exportContacts(
  ports: { store: Store; blobs: Blobs; clock: Clock },
  accountId: string,
  filter: Omit<ListInput, 'cursor' | 'limit'>,
): Promise<ContactExportResponse> {
  const day = ports.clock.now().toISOString().slice(0, 10);
  const filename = `contacts-${day}.csv`;
  const key = `${exportsPrefix(accountId)}${globalThis.crypto.randomUUID()}.csv`;
  let count = 0;
  const lines = exportLines(ports.store, accountId, filter, (n) => (count += n));
  await ports.blobs.write(key, lines, {
    contentType: 'text/csv; charset=utf-8',
    contentDisposition: `attachment; filename="${filename}"`,
  });
  const url = await ports.blobs.presignDownload(key, EXPORT_LINK_SECONDS);
  return { url, filename, count, expiresInSeconds: EXPORT_LINK_SECONDS };
}
