import { describe, expect, it } from 'vitest';
import { keys } from '../../../lambdas/table';
import { newUser } from '../helpers/cognito';
import { patchSetup, setupOf, tableStore } from './support';

const store = tableStore();
const CONCURRENT = 20;

/**
 * One user saving from two tabs while typing fast: twenty partial PATCHes at the same moment, each of a field
 * the others do not touch in that request. Every one must land (no setup_busy), in order: the revision the
 * table ends at counts the writes that were applied, each on the fresh item.
 */
describe('PATCH /api/setup under concurrency', () => {
  it(`${CONCURRENT} concurrent partial saves: 0 busy answers, 0 lost writes`, async () => {
    const user = await newUser('tabs');
    setupOf(await patchSetup(user.idToken, { websiteProvider: 'shopify' }));
    const startRev = (await store.get(keys.setup(user.sub)))?.rev as number;

    const patches = Array.from({ length: CONCURRENT }, (_, i) =>
      i % 2 === 0 ? { businessDescription: `Candles, save ${i}` } : { goalsFormRawText: `Goal of save ${i}` },
    );
    const answers = await Promise.all(patches.map((patch) => patchSetup(user.idToken, patch)));

    const busy = answers.filter((a) => a.status === 409);
    expect(busy.map((a) => a.text)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(patches.map(() => 200));
    // Each answer shows its own write and keeps the field set before the burst.
    answers.forEach((answer, i) => {
      expect(setupOf(answer)).toMatchObject({ ...patches[i], websiteProvider: 'shopify' });
    });

    const item = await store.get(keys.setup(user.sub));
    expect(item?.rev).toBe(startRev + CONCURRENT);
    expect(patches.map((p) => p.businessDescription)).toContain(item?.businessDescription);
    expect(patches.map((p) => p.goalsFormRawText)).toContain(item?.goalsFormRawText);
    expect(item?.websiteProvider).toBe('shopify');
  });
});
