/**
 * Which deps a function sees (lambdas/deps.ts): the process's own stack runs unscoped, as in Lambda, and
 * any other stack's scope wins wherever it is entered, across awaits included.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { claimProcessDeps, deps, withDeps } from '../../../lambdas/deps';
import { unitDeps } from '../support/api-event';

const own = unitDeps();
const other = unitDeps();
claimProcessDeps(own);

describe('deps of the process stack and of other stacks', () => {
  it('gives the process stack its own deps, before and after an await', async () => {
    const seen = await withDeps(own, async () => {
      const before = deps();
      await sleep(1);
      return [before, deps()];
    });
    expect(seen[0]).toBe(own);
    expect(seen[1]).toBe(own);
  });

  it('keeps another stack in its scope, and a first claim is never replaced', async () => {
    claimProcessDeps(other);
    const seen = await withDeps(other, async () => {
      await sleep(1);
      return deps();
    });
    expect(seen).toBe(other);
    expect(deps()).toBe(own);
  });

  it('scopes the process stack inside another stack, and each side keeps its own across awaits', async () => {
    const seen = await withDeps(other, async () => {
      const inner = withDeps(own, async () => {
        await sleep(2);
        return deps();
      });
      await sleep(1);
      const outer = deps();
      return [await inner, outer, deps()];
    });
    expect(seen[0]).toBe(own);
    expect(seen[1]).toBe(other);
    expect(seen[2]).toBe(other);
  });

  it('runs concurrent invocations of both stacks without crossing', async () => {
    const run = (d: typeof own, ms: number) =>
      withDeps(d, async () => {
        await sleep(ms);
        return deps() === d;
      });
    const results = await Promise.all([run(own, 3), run(other, 1), run(own, 2), run(other, 4)]);
    expect(results).toEqual([true, true, true, true]);
  });
});
