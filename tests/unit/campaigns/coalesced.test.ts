/**
 * The worker's call coalescing (lambdas/domain/sending/coalesced-calls.ts): callers asked for within the
 * linger share one call, a full batch goes at once, and each caller gets its own answer or the failure.
 */
import { describe, expect, it } from 'vitest';
import { coalesced } from '../../../lambdas/domain/campaigns/send/coalesced-calls';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recorder(fail = false) {
  const calls: number[][] = [];
  const run = async (batch: number[]) => {
    calls.push(batch);
    await pause(1);
    if (fail) throw new Error('table unreachable');
    return batch.map((n) => n * 10);
  };
  return { calls, run };
}

describe('coalesced', () => {
  it('puts callers asked for within the linger into one call, and answers each with its own result', async () => {
    const { calls, run } = recorder();
    const call = coalesced(run, { max: 25, lingerMs: 200 });
    const answers: Promise<number>[] = [];
    for (let i = 1; i <= 5; i++) {
      answers.push(call(i));
      await pause(5);
    }
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(calls).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('sends a full batch at once, without waiting out the linger', async () => {
    const { calls, run } = recorder();
    const call = coalesced(run, { max: 3, lingerMs: 60_000 });
    const started = Date.now();
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([10, 20, 30]);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('without a linger, sends those asked at once together and the rest after the call returns', async () => {
    const { calls, run } = recorder();
    const call = coalesced(run, { max: 2 });
    expect(await Promise.all([call(1), call(2), call(3)])).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it('fails every caller of a failed call', async () => {
    const { run } = recorder(true);
    const call = coalesced(run, { max: 25, lingerMs: 5 });
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
