/**
 * Two imports of overlapping files in one account at once (issue 20): the local event source mapping runs
 * both jobs side by side (two pollers on the 'imports' queue), each address's claim item lets only one of
 * them create a contact, and COUNTS, changed in the same transaction as each contact, stays exact.
 */
import { describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { countsAndTruth } from '../contacts/support';
import { userOnPlan } from '../projects/support';
import { tableStore } from '../setup/support';
import { finished, fullMapping, getImport, startImport, uploaded } from './support';

const store = tableStore();
const file = (from: number, to: number) =>
  `email,first\n${Array.from({ length: to - from }, (_, i) => `o${from + i}@example.com,O${from + i}`).join('\n')}\n`;

describe('two overlapping imports at once', () => {
  it('never create one address twice, and the counts stay right', { timeout: 240_000 }, async () => {
    const ann = await userOnPlan(store, 'pro', 'import-overlap');
    // 0..399 and 200..599: 200 addresses in both files, 600 in all (over the free plan's 500: a pro account).
    const [a, b] = await Promise.all([
      uploaded(ann.idToken, file(0, 400)),
      uploaded(ann.idToken, file(200, 600)),
    ]);
    const mapping = fullMapping({ email: 0, firstName: 1 });
    const started = await Promise.all(
      [a, b].map((t) => startImport(ann.idToken, t.importId, { mapping, attestation: true })),
    );
    for (const res of started) expect(res.status, res.text).toBe(200);
    // Both jobs really ran at the same time: at some poll both were under way with rows still to do.
    let together = false;
    for (;;) {
      const [sa, sb] = await Promise.all([a, b].map((t) => getImport(ann.idToken, t.importId)));
      const running = [sa, sb].map((r) => (r!.body as { status: string }).status === 'running');
      if (running[0] && running[1]) together = true;
      if (
        running.every((r) => !r) &&
        [sa, sb].every((r) => (r!.body as { status: string }).status === 'done')
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(together).toBe(true);
    const [doneA, doneB] = await Promise.all([
      finished(ann.idToken, a.importId),
      finished(ann.idToken, b.importId),
    ]);
    expect(doneA.status).toBe('done');
    expect(doneB.status).toBe('done');
    // Each shared address was added by one import and updated by the other.
    expect(doneA.added + doneB.added).toBe(600);
    expect(doneA.updated + doneB.updated).toBe(200);
    expect(doneA.skipped + doneB.skipped).toBe(0);
    const { counts, truth, total } = await countsAndTruth(store, ann.sub);
    expect(total).toBe(600);
    expect(counts).toEqual(truth);
    expect(counts.subscribed).toBe(600);
    const emails = (
      await store.query({ partition: keys.contact(ann.sub, '').pk, beginsWith: keys.contactPrefix })
    ).map((c) => c.emailKey);
    expect(new Set(emails).size).toBe(600);
  });
});
