import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES } from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import { ConditionFailedError, type Store } from '../../ports/store';
import {
  contactImportWrite,
  type ContactImportChange,
  type ContactImportRecord,
} from '../items/contact-import';
import { csvRows, CsvReadError } from './csv-rows';
import { importObjectKey } from './owned-import';
import type { ImportMessage, ImportQueue } from './start-import';

export interface RunPorts {
  store: Store;
  blobs: Pick<Blobs, 'stream' | 'head'>;
  clock: Clock;
  signing: Signing;
  queue: ImportQueue;
}

export interface RunOptions {
  /** Milliseconds this invocation has left (Lambda's context.getRemainingTimeInMillis). */
  msLeft: () => number;
  /** Below this, the run records its row and queues the rest for a fresh invocation. */
  reserveMs?: number;
  /** Data rows per batch; progress is recorded after each. */
  batchRows?: number;
}

/** 'account-deleted': the account's deletion started (its tombstone); the run stopped, writing nothing more. */
export type RunOutcome = 'done' | 'failed' | 'requeued' | 'not-mine' | 'account-deleted';

/** One run: its ports and message, the IMPORT item as this run last wrote it, the plan's limit. */
export interface Run {
  ports: RunPorts;
  message: ImportMessage;
  options: RunOptions;
  item: ContactImportRecord;
  limit: number;
}

/** The size check, and the rows counted once (the first run). */
export async function prepare(run: Run): Promise<'ready' | RunOutcome> {
  const head = await run.ports.blobs.head(objectKey(run));
  if (!head) throw new CsvReadError('The uploaded file is gone (files are kept 30 days).');
  if (head.size > MAX_IMPORT_BYTES)
    return (await save(run, { status: 'failed', error: IMPORT_TOO_LARGE_MESSAGE })) ? 'failed' : 'not-mine';
  if (run.item.total === null) {
    let rows = 0;
    for await (const _ of await open(run)) rows += 1;
    return (await save(run, { status: 'running', total: Math.max(0, rows - 1) })) ? 'ready' : 'not-mine';
  }
  if (run.item.status === 'queued' && !(await save(run, { status: 'running' }))) return 'not-mine';
  return 'ready';
}

const objectKey = (run: Run) => importObjectKey(run.message.sub, run.message.importId);

export async function open(run: Run) {
  const stream = await run.ports.blobs.stream(objectKey(run));
  if (!stream) throw new CsvReadError('The uploaded file is gone (files are kept 30 days).');
  return csvRows(stream, run.item.delimiter ?? ',');
}

/** Sets attributes of the IMPORT item on condition that rowsDone is still the one this run read. */
export async function save(run: Run, set: ContactImportChange): Promise<boolean> {
  const next = { ...set, updatedAt: run.ports.clock.now().toISOString() };
  try {
    await run.ports.store.transact([
      contactImportWrite(run.message.sub, run.message.importId, next, {
        attribute: 'rowsDone',
        equals: run.item.rowsDone,
      }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
  run.item = { ...run.item, ...next };
  return true;
}
