import type { ImportFieldColumn, ImportMapping, ImportReason } from '../../../shared/contracts/imports';
import { flaggedReasons, importReasons } from '../../../shared/contracts/imports';
import type { ImportProgress } from '../items/contact-import';
import type { ReportRow } from './report-csv';
import { validateRow } from './validate-row';
import { withCustomFields } from './import-fields';
import type { BatchRow, RowOutcome } from './write-batch';

/**
 * One run's view of an import, changed only by `step` (so every transition can be table-tested): the
 * counters as recorded plus the batch being gathered, its report lines, and the addresses seen so far (a
 * duplicate further down the file is found even across runs: rows done before are read again for that).
 */
export interface RunState extends ImportProgress {
  /** First row of each address (mutated in place: one entry per address, the only part that grows). */
  seen: Map<string, number>;
  /** Valid, first-in-the-file rows of the batch, to write. */
  batch: BatchRow[];
  /** Report lines of the batch (skipped or flagged rows), to save with it. */
  report: ReportRow[];
  /** Data rows in the batch, written or not. */
  inBatch: number;
  /**
   * Whether the next batch reads its addresses' claims before claiming (write-batch.ts): at the start, and
   * after a batch that found an address taken; not while every address so far was free (a new list).
   */
  readClaims: boolean;
}

export type RunEvent =
  /** A data row of the file (row 2 is the first). */
  | { kind: 'row'; row: number; cells: string[] }
  /** The batch was written: what became of each of its rows, and how many addresses were found taken. */
  | { kind: 'written'; outcomes: readonly RowOutcome[]; taken: number }
  /** The batch's progress was recorded: the next batch starts. */
  | { kind: 'recorded' };

export function startState(progress: ImportProgress): RunState {
  const { rowsDone, added, updated, skipped, flagged, reasons } = progress;
  return {
    rowsDone,
    added,
    updated,
    skipped,
    flagged,
    reasons: { ...reasons },
    seen: new Map(),
    batch: [],
    report: [],
    inBatch: 0,
    readClaims: true,
  };
}

/** The counters to record once the batch is written (its rows done). */
export function progressOf(state: RunState): ImportProgress {
  const { rowsDone, added, updated, skipped, flagged, reasons, inBatch } = state;
  return { rowsDone: rowsDone + inBatch, added, updated, skipped, flagged, reasons: { ...reasons } };
}

function counted(state: RunState, reason: ImportReason, line: ReportRow): RunState {
  const flag = flaggedReasons.includes(reason);
  return {
    ...state,
    reasons: { ...state.reasons, [reason]: (state.reasons[reason] ?? 0) + 1 },
    skipped: state.skipped + (flag ? 0 : 1),
    flagged: state.flagged + (flag ? 1 : 0),
    report: [...state.report, line],
  };
}

function onRow(
  state: RunState,
  row: number,
  cells: string[],
  mapping: ImportMapping,
  fields: readonly ImportFieldColumn[] | undefined,
): RunState {
  const check = validateRow(cells, mapping);
  if (row - 1 <= state.rowsDone) {
    // Done by an earlier run: only its address is remembered, for the duplicates still to come.
    if (check.ok && !state.seen.has(check.contact.emailKey)) state.seen.set(check.contact.emailKey, row);
    return state;
  }
  const next = { ...state, inBatch: state.inBatch + 1 };
  const email = (mapping.email === null ? '' : cells[mapping.email]?.trim()) ?? '';
  if (!check.ok)
    return counted(next, check.reason, { row, email, reason: check.reason, detail: check.detail });
  const first = state.seen.get(check.contact.emailKey);
  if (first !== undefined)
    return counted(next, 'duplicateInFile', {
      row,
      email,
      reason: 'duplicateInFile',
      detail: `Same address as row ${first}`,
    });
  state.seen.set(check.contact.emailKey, row);
  return {
    ...next,
    batch: [...next.batch, { row, contact: withCustomFields(check.contact, cells, fields) }],
  };
}

function onWritten(state: RunState, outcomes: readonly RowOutcome[], taken: number): RunState {
  const rows = new Map(state.batch.map((b) => [b.row, b.contact]));
  let next = state;
  for (const o of outcomes) {
    const contact = rows.get(o.row);
    const email = contact?.email ?? '';
    if (o.outcome === 'skipped') {
      next = counted(next, o.reason, {
        row: o.row,
        email,
        reason: o.reason,
        detail: importReasons[o.reason],
      });
      continue;
    }
    next = { ...next, [o.outcome]: next[o.outcome] + 1 };
    // Imported, with a warning (a role address).
    if (contact?.flag)
      next = counted(next, contact.flag, {
        row: o.row,
        email,
        reason: contact.flag,
        detail: importReasons[contact.flag],
      });
  }
  return { ...next, report: [...next.report].sort((a, b) => a.row - b.row), readClaims: taken > 0 };
}

/** The run's one transition function; `fields` are the file's custom field columns (import-fields.ts). */
export function step(
  state: RunState,
  event: RunEvent,
  mapping: ImportMapping,
  fields?: readonly ImportFieldColumn[],
): RunState {
  if (event.kind === 'row') return onRow(state, event.row, event.cells, mapping, fields);
  if (event.kind === 'written') return onWritten(state, event.outcomes, event.taken);
  const { seen, readClaims } = state;
  return { ...progressOf(state), seen, batch: [], report: [], inBatch: 0, readClaims };
}
