import { describe, expect, it } from 'vitest';
import {
  progressOf,
  startState,
  step,
  type RunEvent,
  type RunState,
} from '../../../../lambdas/domain/imports/run-state';

const mapping = { email: 0, firstName: 1, lastName: null, tags: null };
const fresh = () => startState({ rowsDone: 0, added: 0, updated: 0, skipped: 0, flagged: 0, reasons: {} });
const row = (n: number, email: string, first = ''): RunEvent => ({
  kind: 'row',
  row: n,
  cells: [email, first],
});
const run = (events: RunEvent[], from: RunState = fresh()) =>
  events.reduce((s, e) => step(s, e, mapping), from);

describe("the import run's reducer", () => {
  it.each([
    {
      what: 'a valid row joins the batch',
      events: [row(2, 'ann@example.com')],
      batch: [2],
      report: [],
      counts: { skipped: 0, flagged: 0, inBatch: 1 },
    },
    {
      what: 'an invalid row is counted and reported, not batched',
      events: [row(2, 'not-an-address')],
      batch: [],
      report: [[2, 'invalidEmail']],
      counts: { skipped: 1, flagged: 0, inBatch: 1 },
    },
    {
      what: 'a repeat names the first row of its address',
      events: [row(2, 'ann@example.com'), row(3, 'ANN@example.com')],
      batch: [2],
      report: [[3, 'duplicateInFile']],
      counts: { skipped: 1, flagged: 0, inBatch: 2 },
    },
    {
      what: 'a missing address is reported as such',
      events: [row(2, '')],
      batch: [],
      report: [[2, 'missingEmail']],
      counts: { skipped: 1, flagged: 0, inBatch: 1 },
    },
  ])('$what', ({ events, batch, report, counts }) => {
    const s = run(events);
    expect(s.batch.map((b) => b.row)).toEqual(batch);
    expect(s.report.map((r) => [r.row, r.reason])).toEqual(report);
    expect(s).toMatchObject(counts);
  });

  it('counts what the batch write says, flags a role address that was added, and reports skips', () => {
    const s = run([
      row(2, 'ann@example.com'),
      row(3, 'info@example.com'),
      row(4, 'bo@example.com'),
      row(5, 'cy@example.com'),
      {
        kind: 'written',
        outcomes: [
          { row: 2, outcome: 'added' },
          { row: 3, outcome: 'added' },
          { row: 4, outcome: 'updated' },
          { row: 5, outcome: 'skipped', reason: 'overLimit' },
        ],
        taken: 1,
      },
    ]);
    expect(s).toMatchObject({
      added: 2,
      updated: 1,
      skipped: 1,
      flagged: 1,
      reasons: { roleAddress: 1, overLimit: 1 },
    });
    expect(s.report.map((r) => [r.row, r.reason])).toEqual([
      [3, 'roleAddress'],
      [5, 'overLimit'],
    ]);
    expect(progressOf(s).rowsDone).toBe(4);
  });

  it('starts the next batch once recorded, remembering the addresses seen', () => {
    const s = run([
      row(2, 'ann@example.com'),
      { kind: 'written', outcomes: [{ row: 2, outcome: 'added' }], taken: 0 },
      { kind: 'recorded' },
    ]);
    expect(s).toMatchObject({ rowsDone: 1, added: 1, inBatch: 0, batch: [], report: [] });
    expect(run([row(3, 'ann@example.com')], s).report[0]!.detail).toBe('Same address as row 2');
  });

  it('only remembers the addresses of rows an earlier run did (a resumed run)', () => {
    const resumed = startState({ rowsDone: 2, added: 2, updated: 0, skipped: 0, flagged: 0, reasons: {} });
    const s = run([row(2, 'ann@example.com'), row(3, 'bo@example.com'), row(4, 'ann@example.com')], resumed);
    expect(s).toMatchObject({ inBatch: 1, batch: [], skipped: 1 });
    expect(s.report[0]).toMatchObject({ row: 4, detail: 'Same address as row 2' });
  });

  it.each([
    { what: 'the first batch reads its claims first', events: [], readClaims: true },
    {
      what: 'a batch whose addresses were all free lets the next skip the read',
      taken: [0],
      readClaims: false,
    },
    {
      what: 'a batch that found an address taken makes the next read first',
      taken: [0, 2],
      readClaims: true,
    },
    { what: 'and back to skipping once a batch finds none taken', taken: [3, 0], readClaims: false },
  ])('$what', ({ taken = [] }) => {
    const batches = taken.flatMap((t, i): RunEvent[] => [
      row(2 + i, `p${i}@example.com`),
      { kind: 'written', outcomes: [{ row: 2 + i, outcome: 'added' }], taken: t },
      { kind: 'recorded' },
    ]);
    const expected = taken.length === 0 || taken.at(-1)! > 0;
    expect(run(batches).readClaims).toBe(expected);
  });
});
