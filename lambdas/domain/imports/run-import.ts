import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES } from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import { ConditionFailedError, type Store } from '../../ports/store';
import { readContactLimit } from '../contacts/contact-limit';
import {
  contactImportWrite,
  getContactImport,
  type ContactImportChange,
  type ContactImportRecord,
} from '../items/contact-import';
import { csvRows, CsvReadError } from './csv-rows';
import { saveReportRows } from './import-report';
import { importObjectKey } from './owned-import';
import { limitReachedMessage } from './run-messages';
import { progressOf, startState, step, type RunState } from './run-state';
import { recordBatch } from './slots';
import type { ImportMessage, ImportQueue } from './start-import';
import { NotMine, writeBatch, type Carried } from './write-batch';

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

export type RunOutcome = 'done' | 'failed' | 'requeued' | 'not-mine';

const DEFAULT_BATCH_ROWS = 500;
const DEFAULT_RESERVE_MS = 60_000;

/** One run: its ports and message, the IMPORT item as this run last wrote it, the plan's limit. */
interface Run {
  ports: RunPorts;
  message: ImportMessage;
  options: RunOptions;
  item: ContactImportRecord;
  limit: number;
}

/** What a batch's end says: go on, stop at the plan's limit, or stop (another run moved on). */
type BatchEnd = 'next' | 'limit' | 'not-mine';

/**
 * The import job (lambdas/handlers/contacts-import-job.ts): checks the stored file's size, streams it from
 * S3 (never the whole file in memory), counts its rows once (the progress bar's total), then feeds the rows
 * to the run's reducer (run-state.ts) and writes each full batch (write-batch.ts), recording after each the
 * row it reached and the counts, on condition that the row is still the one it read (a second delivery of
 * the message running at the same time stops). A redelivered message continues after the recorded row.
 * When the invocation is about to run out of time it queues itself again; when the plan's limit is reached
 * it stops there and says so.
 */
export async function runImport(
  ports: RunPorts,
  message: ImportMessage,
  options: RunOptions,
): Promise<RunOutcome> {
  const stored = await getContactImport(ports.store, message.sub, message.importId);
  if (!stored || !stored.mapping || !['queued', 'running'].includes(stored.status)) return 'not-mine';
  const run: Run = { ports, message, options, item: stored, limit: 0 };
  try {
    const ready = await prepare(run);
    if (ready !== 'ready') return ready;
    run.limit = await readContactLimit(ports.store, message.sub);
    return await readAndWrite(run);
  } catch (error) {
    if (error instanceof NotMine) return 'not-mine';
    if (!(error instanceof CsvReadError)) throw error;
    return (await save(run, { status: 'failed', error: error.message })) ? 'failed' : 'not-mine';
  }
}

/** The size check, and the rows counted once (the first run). */
async function prepare(run: Run): Promise<'ready' | RunOutcome> {
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

async function readAndWrite(run: Run): Promise<RunOutcome> {
  const batchRows = run.options.batchRows ?? DEFAULT_BATCH_ROWS;
  let state = startState(run.item);
  for await (const { row, cells } of await open(run)) {
    if (row === 1) continue; // the header
    state = step(state, { kind: 'row', row, cells }, run.item.mapping!);
    if (state.inBatch < batchRows) continue;
    const [end, next] = await endBatch(run, state);
    if (end !== 'next') return end === 'limit' ? 'done' : 'not-mine';
    state = next;
    if (run.options.msLeft() < (run.options.reserveMs ?? DEFAULT_RESERVE_MS)) {
      await run.ports.queue.send('imports', { ...run.message, fromRow: run.item.rowsDone });
      return 'requeued';
    }
  }
  if (state.inBatch > 0) {
    const [end] = await endBatch(run, state);
    if (end !== 'next') return end === 'limit' ? 'done' : 'not-mine';
  }
  return (await save(run, { status: 'done' })) ? 'done' : 'not-mine';
}

/** Writes the batch, saves its report lines, gives back unused slots and records the progress, as one step. */
async function endBatch(run: Run, state: RunState): Promise<[BatchEnd, RunState]> {
  const at = run.ports.clock.now().toISOString();
  const owner = {
    store: run.ports.store,
    accountId: run.message.sub,
    importId: run.message.importId,
    rowsDone: run.item.rowsDone,
    limit: run.limit,
    at,
  };
  const carried = carriedOf(run.item);
  const result =
    state.batch.length > 0 || carried
      ? await writeBatch({ ...owner, signing: run.ports.signing }, state.batch, carried)
      : { outcomes: [], unused: 0, limitReached: false };
  const written = step(state, { kind: 'written', outcomes: result.outcomes }, run.item.mapping!);
  await saveReportRows(run.ports.store, run.message.importId, written.report, run.ports.clock.now());
  const progress = progressOf(written);
  const set: ContactImportChange = {
    ...progress,
    ...(result.limitReached
      ? { status: 'done', stopped: limitReachedMessage(progress.rowsDone + 1, run.limit) }
      : {}),
  };
  if (!(await recordBatch(owner, result.unused, set))) return ['not-mine', written];
  run.item = { ...run.item, ...set, pending: undefined, updatedAt: at };
  return [result.limitReached ? 'limit' : 'next', step(written, { kind: 'recorded' }, run.item.mapping!)];
}

/** A cut-short run's batch, when this run starts at its first row. */
function carriedOf(item: ContactImportRecord): Carried | undefined {
  const pending = item.pending;
  if (!pending || pending.fromRow !== item.rowsDone) return undefined;
  return { slots: pending.slots, claimed: pending.claimed ?? [] };
}

const objectKey = (run: Run) => importObjectKey(run.message.sub, run.message.importId);

async function open(run: Run) {
  const stream = await run.ports.blobs.stream(objectKey(run));
  if (!stream) throw new CsvReadError('The uploaded file is gone (files are kept 30 days).');
  return csvRows(stream, run.item.delimiter ?? ',');
}

/** Sets attributes of the IMPORT item on condition that rowsDone is still the one this run read. */
async function save(run: Run, set: ContactImportChange): Promise<boolean> {
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
