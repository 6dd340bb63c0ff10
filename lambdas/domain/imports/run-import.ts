import { readContactLimit } from '../contacts/contact-limit';
import { isAccountDeleted } from '../items/account-tombstone';
import {
  getContactImport,
  type ContactImportChange,
  type ContactImportRecord,
} from '../items/contact-import';
import { CsvReadError } from './csv-rows';
import { saveReportRows } from './import-report';
import {
  open,
  prepare,
  save,
  type Run,
  type RunOptions,
  type RunOutcome,
  type RunPorts,
} from './run-context';
import { runnableImportStatuses } from './import-states';
import { limitReachedMessage } from './run-messages';
import { progressOf, startState, step, type RunState } from './run-state';
import { readAhead } from './read-ahead';
import { recordBatch } from './slots';
import type { ImportMessage } from './start-import';
export type { RunOptions, RunOutcome, RunPorts } from './run-context';
import { NotMine, writeBatch, type Carried } from './write-batch';

export const DEFAULT_BATCH_ROWS = 1000;
const DEFAULT_RESERVE_MS = 60_000;

/** What a batch's end says: go on, stop at the plan's limit, or stop (another run moved on, the account is gone). */
type BatchEnd = 'next' | 'limit' | 'not-mine' | 'account-deleted';

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
  if (!stored || !stored.mapping || !runnableImportStatuses.includes(stored.status)) return 'not-mine';
  if (await isAccountDeleted(ports.store, message.sub)) return 'account-deleted';
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

async function readAndWrite(run: Run): Promise<RunOutcome> {
  const batchRows = run.options.batchRows ?? DEFAULT_BATCH_ROWS;
  let state = startState(run.item);
  // The next batch's rows are parsed while this one is written.
  for await (const { row, cells } of readAhead(await open(run), batchRows)) {
    if (row === 1) continue; // the header
    state = step(state, { kind: 'row', row, cells }, run.item.mapping!, run.item.fields);
    if (state.inBatch < batchRows) continue;
    const [end, next] = await endBatch(run, state);
    if (end !== 'next') return outcomeOf(end);
    state = next;
    if (run.options.msLeft() < (run.options.reserveMs ?? DEFAULT_RESERVE_MS)) {
      await run.ports.queue.send('imports', { ...run.message, fromRow: run.item.rowsDone });
      return 'requeued';
    }
  }
  if (state.inBatch > 0) {
    const [end] = await endBatch(run, state);
    if (end !== 'next') return outcomeOf(end);
  }
  return (await save(run, { status: 'done' })) ? 'done' : 'not-mine';
}

const outcomeOf = (end: Exclude<BatchEnd, 'next'>): RunOutcome => (end === 'limit' ? 'done' : end);

/**
 * Writes the batch, saves its report lines, gives back unused slots and records the progress, as one step;
 * first, the account is still alive (a deletion started during the run stops it before this batch).
 * The lines known before the write (rows the checks or the file's duplicates skipped) are saved while the
 * batch is written; those the write decides after it; both before the progress is recorded (a resumed run
 * puts the same lines again, which changes nothing).
 */
async function endBatch(run: Run, state: RunState): Promise<[BatchEnd, RunState]> {
  if (await isAccountDeleted(run.ports.store, run.message.sub)) return ['account-deleted', state];
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
  const saveReport = (rows: RunState['report']) =>
    saveReportRows(run.ports.store, run.message.importId, rows, run.ports.clock.now());
  const [result] = await Promise.all([
    state.batch.length > 0 || carried
      ? writeBatch({ ...owner, signing: run.ports.signing }, state.batch, carried, state.readClaims)
      : { outcomes: [], unused: 0, limitReached: false, taken: 0 },
    saveReport(state.report),
  ]);
  const written = step(
    state,
    { kind: 'written', outcomes: result.outcomes, taken: result.taken },
    run.item.mapping!,
  );
  const savedBefore = new Set(state.report.map((r) => r.row));
  await saveReport(written.report.filter((r) => !savedBefore.has(r.row)));
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
