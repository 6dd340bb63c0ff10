import { describe, expect, it } from 'vitest';
import { readAhead } from '../../../../lambdas/domain/imports/read-ahead';

/** A source of `n` numbers that records how far it was read and whether it was closed. */
function source(n: number, failAt?: number) {
  const seen = { read: 0, closed: false };
  async function* gen() {
    try {
      for (let i = 0; i < n; i += 1) {
        await Promise.resolve();
        if (i === failAt) throw new Error(`bad row ${i}`);
        seen.read = i + 1;
        yield i;
      }
    } finally {
      seen.closed = true;
    }
  }
  return { items: gen(), seen };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('readAhead', () => {
  it('yields every item in order', async () => {
    const { items } = source(25);
    const out: number[] = [];
    for await (const i of readAhead(items, 4)) out.push(i);
    expect(out).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('reads ahead while the consumer waits, never more than its size', async () => {
    const { items, seen } = source(100);
    const it = readAhead(items, 10);
    expect((await it.next()).value).toBe(0);
    await tick();
    expect(seen.read).toBeGreaterThan(1);
    expect(seen.read).toBeLessThanOrEqual(1 + 2 * 10);
    await it.return(undefined);
    expect(seen.closed).toBe(true);
  });

  it('throws a read error where the consumer reaches it, after the items before it', async () => {
    const { items } = source(10, 6);
    const out: number[] = [];
    await expect(
      (async () => {
        for await (const i of readAhead(items, 3)) out.push(i);
      })(),
    ).rejects.toThrow('bad row 6');
    expect(out).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('closes the source when the consumer stops early', async () => {
    const { items, seen } = source(100);
    for await (const i of readAhead(items, 5)) if (i === 2) break;
    expect(seen.closed).toBe(true);
  });
});
