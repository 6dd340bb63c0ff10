import type { ContactImport, ImportMapping } from '../../../shared/contracts/imports';
import {
  IMPORT_ATTESTATION,
  IMPORT_ATTESTATION_MESSAGE,
  IMPORT_NO_EMAIL_COLUMN_MESSAGE,
  IMPORT_STARTED_MESSAGE,
  importErrorCodes,
} from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { registerImportFields } from './field-sample';
import { DomainError } from '../errors';
import { contactImportWrite, setContactImport, type ContactImportRecord } from '../items/contact-import';
import { importObjectKey, ownedImport, toContactImport } from './owned-import';
import { checkedSize, readHead } from './preview-import';

/** What the job's queue message says (the IMPORT item holds the row it reached). */
export interface ImportMessage {
  sub: string;
  importId: string;
  /** The data row a re-queued run continues after (informational: the IMPORT item is the truth). */
  fromRow?: number;
}
/** The part of the queue port the import uses (lambdas/ports/queue.ts). */
export interface ImportQueue {
  send(queue: 'imports', body: ImportMessage): Promise<void>;
}

const invalidMapping = (message: string) =>
  new DomainError('invalid', importErrorCodes.invalidMapping, message);

function checkMapping(mapping: ImportMapping, columnCount: number) {
  const used = Object.values(mapping).filter((column): column is number => column !== null);
  if (used.some((column) => column >= columnCount))
    throw invalidMapping('The mapping names a column the file does not have.');
  if (new Set(used).size !== used.length) throw invalidMapping('Each column can feed one field only.');
}

/**
 * POST /api/contacts/imports/{importId}/start: refused without the attestation, and when the stored file is
 * over 10 MB (HeadObject: deleted and refused, 400); takes the confirmed
 * mapping, marks the import queued (once: a second start answers 409) and queues the job, which runs off
 * the request thread (lambdas/handlers/contacts-import-job.ts), so closing the page does not stop it.
 */
export async function startImport(
  ports: { store: Store; blobs: Blobs; clock: Clock; queue: ImportQueue },
  input: { accountId: string; importId: string; mapping: ImportMapping; attestation: boolean },
): Promise<ContactImport> {
  if (!input.attestation)
    throw new DomainError('invalid', importErrorCodes.attestationRequired, IMPORT_ATTESTATION_MESSAGE);
  const item = await ownedImport(ports.store, input.accountId, input.importId);
  if (item.status !== 'uploading')
    throw new DomainError('conflict', importErrorCodes.alreadyStarted, IMPORT_STARTED_MESSAGE);
  if (input.mapping.email === null) throw invalidMapping(IMPORT_NO_EMAIL_COLUMN_MESSAGE);
  // The object may have changed since the preview (the presigned form can be posted again): its size again.
  const key = importObjectKey(input.accountId, input.importId);
  await checkedSize(ports.blobs, key);
  const head =
    item.delimiter !== undefined && item.columnCount !== undefined
      ? { delimiter: item.delimiter, columnCount: item.columnCount }
      : await readHead(ports.blobs, key).then((h) => ({
          delimiter: h.delimiter,
          columnCount: h.header.length,
        }));
  checkMapping(input.mapping, head.columnCount);
  const fields = await registerImportFields(ports, input);
  const set = {
    status: 'queued' as const,
    mapping: input.mapping,
    attestation: IMPORT_ATTESTATION,
    delimiter: head.delimiter,
    columnCount: head.columnCount,
    ...(fields.length ? { fields } : {}),
    updatedAt: ports.clock.now().toISOString(),
  };
  try {
    await ports.store.transact([
      contactImportWrite(input.accountId, input.importId, set, { attribute: 'status', equals: 'uploading' }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError)
      throw new DomainError('conflict', importErrorCodes.alreadyStarted, IMPORT_STARTED_MESSAGE);
    throw error;
  }
  try {
    await ports.queue.send('imports', { sub: input.accountId, importId: input.importId });
  } catch (error) {
    // Not queued: the import can be started again.
    await setContactImport(ports.store, input.accountId, input.importId, { status: 'uploading' });
    throw error;
  }
  return toContactImport({ ...item, ...set } satisfies ContactImportRecord);
}
