/**
 * Issue 29: no campaign, send job or import can end in a state it cannot leave. Each flow's transitions are
 * one table in code (the code that changes the status takes its `from` and `to` from it); this walks each
 * table: every state is reachable from the first, every state that is not final has a way out, and a final
 * state has none. tests/integration/campaigns/status-walk.test.ts runs the owner's rows against the store.
 */
import { describe, expect, it } from 'vitest';
import {
  finalSendJobStates,
  sendJobStateOf,
  sendJobStates,
  sendJobTransitions,
} from '../../../lambdas/domain/campaigns/send/send-job-states';
import { finalImportStatuses, importTransitions } from '../../../lambdas/domain/imports/import-states';
import { campaignTransitions, finalStatuses } from '../../../shared/campaigns/status-transitions';
import { campaignStatuses } from '../../../shared/contracts/campaigns';
import { importStatuses } from '../../../shared/contracts/imports';

type Table = Record<string, { from: readonly string[]; to: string }>;

/** The states reachable from `start` by the table's rows. */
function reachable(table: Table, start: string): Set<string> {
  const seen = new Set([start]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of Object.values(table))
      if (row.from.some((s) => seen.has(s)) && !seen.has(row.to)) {
        seen.add(row.to);
        grew = true;
      }
  }
  return seen;
}

/** Each state -> the names of the rows leaving it. */
const exits = (table: Table, states: readonly string[]) =>
  Object.fromEntries(
    states.map((s) => [
      s,
      Object.entries(table)
        .filter(([, row]) => row.from.includes(s) && row.to !== s)
        .map(([name]) => name),
    ]),
  );

const flows = [
  {
    name: 'campaign',
    table: campaignTransitions as Table,
    states: campaignStatuses,
    start: 'draft',
    finals: finalStatuses,
  },
  {
    name: 'send job',
    table: sendJobTransitions as Table,
    states: sendJobStates,
    start: 'query',
    finals: finalSendJobStates,
  },
  {
    name: 'import',
    table: importTransitions as Table,
    states: importStatuses,
    start: 'uploading',
    finals: finalImportStatuses,
  },
];

describe.each(flows)('the $name states', ({ table, states, start, finals }) => {
  it('name only states that exist', () => {
    for (const row of Object.values(table)) {
      expect(states).toContain(row.to);
      for (const from of row.from) expect(states).toContain(from);
    }
  });

  it('are all reachable from the first', () => {
    expect([...reachable(table, start)].sort()).toEqual([...states].sort());
  });

  it.each(states.map((s) => [s]))('%s has a way out unless it is final', (state) => {
    const out = exits(table, states)[state]!;
    if (finals.includes(state as never)) expect(out).toEqual([]);
    else expect(out.length).toBeGreaterThan(0);
  });
});

describe('the campaign table', () => {
  it('holds a campaign the allowance refused, and lets it resume or be cancelled', () => {
    expect(campaignTransitions.hold).toMatchObject({ from: ['sending'], to: 'held' });
    expect(exits(campaignTransitions, campaignStatuses).held).toEqual(['resume', 'cancel']);
  });
});

describe('a stored send job', () => {
  it.each([
    [{ page: 0, phase: 'query' as const }, 'query'],
    [{ page: 2, phase: 'queue' as const, next: null }, 'queue'],
    [{ page: 3, phase: 'query' as const, done: true }, 'done'],
    [{ page: 1, phase: 'query' as const, done: true, stoppedBy: 'allowance' as const }, 'held'],
  ])('%o is %s', (job, state) => {
    expect(sendJobStateOf(job)).toBe(state);
  });
});
