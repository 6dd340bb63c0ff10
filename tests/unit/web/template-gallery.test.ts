import { describe, expect, it } from 'vitest';
import { galleryGroups } from '../../../web/features/templates/gallery';

describe('galleryGroups (issue 33)', () => {
  it('puts the emails chosen at onboarding first, each template once, the layouts last', () => {
    const groups = galleryGroups('pro', ['birthday_greeting', 'weekly_newsletter']);
    expect(groups[0]).toMatchObject({ id: 'chosen' });
    expect(groups[0]!.items.map((i) => i.info.id)).toEqual(['birthday_greeting', 'weekly_newsletter']);
    expect(groups.at(-1)!.id).toBe('layouts');
    const ids = groups.flatMap((g) => g.items.map((i) => i.info.id));
    expect(ids).toHaveLength(32);
    expect(new Set(ids).size).toBe(32);
    expect(groups.flatMap((g) => g.items).some((i) => i.locked)).toBe(false);
  });

  it('locks all but the basic 8 on Free, and has no "Your emails" group without choices', () => {
    const groups = galleryGroups('free', []);
    expect(groups.some((g) => g.id === 'chosen')).toBe(false);
    const items = groups.flatMap((g) => g.items);
    expect(items.filter((i) => !i.locked)).toHaveLength(8);
  });
});
