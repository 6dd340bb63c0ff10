/**
 * A rate on the analytics pages is a share of visits (issue 29): the visits that did something over all
 * visits, in per cent to one decimal, between 0 and 100 whatever the counters hold. The visits that did
 * something are counted once per visit (a goal's converting visits, visits.ts), never as events: 2
 * purchases in 1 visit are one converting visit, where counting the events read 200 %. The top lists and
 * goals come from UTC day items while the total visits come from the local days (report.ts), so at a
 * range's two ends the part may count a few hours the whole does not: the share is capped at 100 %.
 */
export function visitShare(part: number, visits: number): number {
  if (!(visits > 0) || !(part > 0)) return 0;
  return Math.round((Math.min(part, visits) / visits) * 1000) / 10;
}
