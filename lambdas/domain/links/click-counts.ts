import { linkClicks, linkUnique } from '../items/campaign-engagement';
import type { ClickLog } from '../items/click-log';
import type { ClickVerdict } from './machine-click';

/**
 * What one click adds to a mail's click counters (issue 35), pure, shared by every kind of mail whose
 * links go through the click redirect (campaigns today; flow emails use the same path). A person's click
 * adds to `clicks` and to its link's `link{i}Clicks`; the recipient's first on that link to `link{i}Unique`,
 * and their first on any link to `uniqueClickers`. A machine's click adds only to `machineClicks`. When the
 * click completes a scanner's burst, the burst's earlier clicks counted as a person's move over: taken off
 * the person's counters (and off the unique ones when the recipient has no person's click left there) and
 * added to `machineClicks`. Counters only ever hold what is true of the log, whatever the order.
 */
export const counterNames = {
  clicks: 'clicks',
  uniqueClickers: 'uniqueClickers',
  machineClicks: 'machineClicks',
  linkClicks,
  linkUnique,
} as const;

export interface CountedClick {
  id: string;
  link: number;
  at: string;
}

const anyHuman = (links: Record<string, number>) => Object.values(links).some((n) => n > 0);

export function applyClick(
  log: ClickLog,
  click: CountedClick,
  verdict: ClickVerdict,
): { next: ClickLog; add: Record<string, number> } {
  const add: Record<string, number> = {};
  const plus = (name: string, n: number) => {
    add[name] = (add[name] ?? 0) + n;
  };
  const humanLinks = { ...log.humanLinks };
  const wasHuman = anyHuman(humanLinks);
  const moved = new Set(verdict.alsoMachine);
  const recent = log.recent.map((c) => {
    if (!moved.has(c.id) || c.machine) return c;
    const before = humanLinks[c.link] ?? 0;
    humanLinks[c.link] = Math.max(0, before - 1);
    plus(counterNames.clicks, -1);
    plus(counterNames.linkClicks(c.link), -1);
    plus(counterNames.machineClicks, 1);
    if (before === 1) plus(counterNames.linkUnique(c.link), -1);
    return { ...c, machine: 'burst' as const };
  });
  if (verdict.machine) plus(counterNames.machineClicks, 1);
  else {
    const before = humanLinks[click.link] ?? 0;
    humanLinks[click.link] = before + 1;
    plus(counterNames.clicks, 1);
    plus(counterNames.linkClicks(click.link), 1);
    if (before === 0) plus(counterNames.linkUnique(click.link), 1);
  }
  const isHuman = anyHuman(humanLinks);
  if (isHuman && !wasHuman) plus(counterNames.uniqueClickers, 1);
  if (!isHuman && wasHuman) plus(counterNames.uniqueClickers, -1);
  for (const [name, n] of Object.entries(add)) if (n === 0) delete add[name];
  const entry = { ...click, ...(verdict.machine ? { machine: verdict.machine } : {}) };
  return { next: { recent: [...recent, entry], humanLinks, version: log.version + 1 }, add };
}
