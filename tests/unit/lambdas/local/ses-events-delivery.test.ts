/**
 * The local SES events delivery's journal (lambdas/local/ses-events-delivery.ts) on a real file: what is
 * pending survives a close (as a kill leaves it) and nothing handled comes back; the file is rewritten to
 * the pending events every COMPACT_EVERY handled ones instead of growing with every mail.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPACT_EVERY, sesEventsDelivery } from '../../../../lambdas/local/ses-events-delivery';
import { readJournal } from '../../../../lambdas/local/sqs-journal';

const dir = mkdtempSync(join(tmpdir(), 'jm-ses-delivery-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const quiet = () => undefined;

describe('the SES events journal', () => {
  it('keeps what was not handled across a close and hands it over at the next start, once', async () => {
    const file = join(dir, 'restart.jsonl');
    const first = sesEventsDelivery({
      file,
      log: quiet,
      deliver: async (event) => {
        if ((event as { n: number }).n === 2) throw new Error('the table did not answer');
      },
    });
    await first.publish([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(first.pending()).toBe(1);
    first.close();

    const seen: unknown[] = [];
    const second = sesEventsDelivery({ file, log: quiet, deliver: async (event) => void seen.push(event) });
    expect(await second.drained(2_000)).toBe(true);
    second.close();
    expect(seen).toEqual([{ n: 2 }]);
    expect(readJournal(file)).toEqual([]);
  });

  it('is rewritten to the pending events every COMPACT_EVERY handled ones', async () => {
    const file = join(dir, 'compact.jsonl');
    const delivery = sesEventsDelivery({
      file,
      log: quiet,
      firstRetryMs: 60_000,
      deliver: async (event) => {
        if ((event as { n: number }).n === 0) throw new Error('the table did not answer');
      },
    });
    await delivery.publish(Array.from({ length: COMPACT_EVERY + 1 }, (_, n) => ({ n })));
    delivery.close();
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeLessThan(10);
    expect(readJournal(file).map((m) => JSON.parse(m.body) as unknown)).toEqual([{ n: 0 }]);
  });
});
