import type { Item } from '../../../ports/store';

/**
 * The campaign's clicks and opens (keys.campaignEngagement): top-level counters, so a click adds with one
 * store `add`. Per link: `link{index}Clicks` and `link{index}Unique`.
 */
export const linkClicks = (index: number) => `link${index}Clicks`;
export const linkUnique = (index: number) => `link${index}Unique`;

export interface Engagement {
  clicks: number;
  uniqueClickers: number;
  opens: number;
  uniqueOpeners: number;
  perLink: (index: number) => { clicks: number; uniqueClickers: number };
}

const n = (item: Item | undefined, name: string) => {
  const v = item?.[name];
  return typeof v === 'number' && v > 0 ? v : 0;
};

export function engagementOf(item: Item | undefined): Engagement {
  return {
    clicks: n(item, 'clicks'),
    uniqueClickers: n(item, 'uniqueClickers'),
    opens: n(item, 'opens'),
    uniqueOpeners: n(item, 'uniqueOpeners'),
    perLink: (index) => ({ clicks: n(item, linkClicks(index)), uniqueClickers: n(item, linkUnique(index)) }),
  };
}
