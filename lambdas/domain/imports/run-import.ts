import type { ImportReason } from '../../../shared/contracts/imports';
import { flaggedReasons, importReasons } from '../../../shared/contracts/imports';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Signing } from '../../ports/signing';
import { ConditionFailedError, type Store } from '../../ports/store';
import { readContactLimit } from '../contacts/contact-limit';
import { csvRows, CsvReadError } from './csv-rows';
import {
  contactImportWrite,
  getContactImport,
  type ContactImportChange,
  type ContactImportRecord,
  type ImportProgress,
} from '../items/contact-import';
import { saveReportRows } from './import-report';
import { runnableImportStatuses } from './import-states';
import { importObjectKey } from './owned-import';
import type { ReportRow } from './report-csv';
import type { ImportMessage, ImportQueue } from './start-import';
import { validateRow } from './validate-row';
import { withCustomFields } from './import-fields';
import { writeBatch, type BatchRow } from './write-batch';

export interface RunPorts {
  store: Store;
  blobs: Pick<Blobs, 'stream'>;
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

const DEFAULT_BATCH_ROWS = 250;
const DEFAULT_RESERVE_MS = 60_000;

/** This run's view of the import: the counters, and which rows' addresses it has seen (duplicates in the file). */
interface RunState extends ImportProgress {
  seen: Map<string, number>;
}

function count(state: RunState, reason: ImportReason) {
  state.reasons[reason] = (state.reasons[reason] ?? 0) + 1;
  if (!flaggedReasons.includes(reason)) state.skipped += 1;
  else state.flagged += 1;
}

/**
 * The import job (lambdas/handlers/contacts-import-job.ts): streams the uploaded CSV from S3 (never the whole
 * file in memory), counts its rows once (the progress bar's total), then checks and writes the rows in
 * batches, recording after each batch the row it reached and the counts, on condition that the row is still
 * the one it read (a second delivery of the message running at the same time stops). A redelivered message
 * continues after the recorded row; rows before it are only parsed again to know their addresses, so a
 * duplicate of an earlier row is still found. When the invocation is about to run out of time it queues
 * itself again with the row reached.
 */
export async function runImport(
  ports: RunPorts,
  message: ImportMessage,
  options: RunOptions,
): Promise<RunOutcome> {
  const accountId = message.sub;
  const stored = await getContactImport(ports.store, accountId, message.importId);
  if (!stored || !stored.mapping || !runnableImportStatuses.includes(stored.status)) return 'not-mine';
  let item: ContactImportRecord = stored;
  const objectKey = importObjectKey(accountId, message.importId);
  const save = async (set: ContactImportChange): Promise<boolean> => {
    const next = { ...set, updatedAt: ports.clock.now().toISOString() };
    try {
      await ports.store.transact([
        contactImportWrite(accountId, message.importId, next, {
          attribute: 'rowsDone',
          equals: item.rowsDone,
        }),
      ]);
    } catch (error) {
      if (error instanceof ConditionFailedError) return false;
      throw error;
    }
    item = { ...item, ...next };
    return true;
  };
  const open = async () => {
    const stream = await ports.blobs.stream(objectKey);
    if (!stream) throw new CsvReadError('The uploaded file is gone (files are kept 30 days).');
    return csvRows(stream, item.delimiter ?? ',');
  };

  try {
    if (item.total === null) {
      let rows = 0;
      for await (const _ of await open()) rows += 1;
      if (!(await save({ status: 'running', total: Math.max(0, rows - 1) }))) return 'not-mine';
    } else if (item.status === 'queued' && !(await save({ status: 'running' }))) return 'not-mine';

    const mapping = item.mapping!;
    const limit = await readContactLimit(ports.store, accountId);
    const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
    const state: RunState = {
      rowsDone: item.rowsDone,
      added: item.added,
      updated: item.updated,
      skipped: item.skipped,
      flagged: item.flagged,
      reasons: { ...item.reasons },
      seen: new Map(),
    };
    let batch: BatchRow[] = [];
    let report: ReportRow[] = [];
    let inBatch = 0;

    const flush = async (): Promise<boolean> => {
      const at = ports.clock.now().toISOString();
      const outcomes = await writeBatch(
        {
          store: ports.store,
          signing: ports.signing,
          accountId,
          importId: message.importId,
          limit,
          at,
        },
        batch,
      );
      const rows = new Map(batch.map((b) => [b.row, b.contact]));
      for (const o of outcomes) {
        if (o.outcome !== 'skipped') {
          state[o.outcome] += 1;
          // Imported, with a warning (a role address).
          const contact = rows.get(o.row);
          if (contact?.flag) {
            count(state, contact.flag);
            report.push({
              row: o.row,
              email: contact.email,
              reason: contact.flag,
              detail: importReasons[contact.flag],
            });
          }
        } else {
          count(state, o.reason);
          report.push({
            row: o.row,
            email: rows.get(o.row)?.email ?? '',
            reason: o.reason,
            detail: importReasons[o.reason],
          });
        }
      }
      await saveReportRows(ports.store, message.importId, report, ports.clock.now());
      state.rowsDone += inBatch;
      const { seen: _seen, ...progress } = state;
      batch = [];
      report = [];
      inBatch = 0;
      return save(progress);
    };

    for await (const { row, cells } of await open()) {
      if (row === 1) continue; // the header
      const check = validateRow(cells, mapping);
      if (row - 1 <= item.rowsDone) {
        // Done by an earlier run: only remember the address, for the duplicates still to come.
        if (check.ok && !state.seen.has(check.contact.emailKey)) state.seen.set(check.contact.emailKey, row);
        continue;
      }
      inBatch += 1;
      const email = (mapping.email === null ? '' : cells[mapping.email]?.trim()) ?? '';
      if (!check.ok) {
        count(state, check.reason);
        report.push({ row, email, reason: check.reason, detail: check.detail });
      } else {
        const first = state.seen.get(check.contact.emailKey);
        if (first !== undefined) {
          count(state, 'duplicateInFile');
          report.push({ row, email, reason: 'duplicateInFile', detail: `Same address as row ${first}` });
        } else {
          state.seen.set(check.contact.emailKey, row);
          batch.push({ row, contact: withCustomFields(check.contact, cells, item.fields) });
        }
      }
      if (inBatch >= batchRows) {
        if (!(await flush())) return 'not-mine';
        if (options.msLeft() < (options.reserveMs ?? DEFAULT_RESERVE_MS)) {
          await ports.queue.send('imports', { ...message, fromRow: item.rowsDone });
          return 'requeued';
        }
      }
    }
    if (inBatch > 0 && !(await flush())) return 'not-mine';
    return (await save({ status: 'done' })) ? 'done' : 'not-mine';
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    await save({ status: 'failed', error: error.message });
    return 'failed';
  }
}
