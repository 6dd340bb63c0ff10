/** The numbers of flows and steps in words (pure): counts, revenue, exits by reason, durations. */
import type { FlowExitReason, FlowStats, FlowStepStats } from '../../../shared/contracts/flows';

export const countText = (n: number): string => n.toLocaleString('en-US');

/**
 * Revenue in minor units (cents) as money without a symbol: the contract carries no currency
 * (shared/contracts/flows.ts › flowStatsSchema.revenueMinor), so 123456 reads "1,234.56".
 */
export const revenueText = (minor: number): string =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const exitReasonLabels: Record<FlowExitReason, string> = {
  completed: 'completed',
  'exit-event': 'by an exit event',
  'exit-step': 'at an exit step',
  unsubscribed: 'unsubscribed',
  filtered: 'no longer matched the filters',
  'flow-archived': 'flow archived',
  'step-removed': 'their step was removed',
};

export const skipReasonLabels: Record<string, string> = {
  'smart-sending': 'smart sending',
  filtered: 'no longer matched the filters',
  'not-subscribed': 'not subscribed',
};

/** The engine names held reasons in words already ('quiet hours', 'monthly allowance', 'sending paused'). */
export const heldReasonLabels: Record<string, string> = {
  'quiet hours': 'quiet hours',
  'monthly allowance': 'monthly allowance',
  'sending paused': 'sending paused',
};

/** { 'exit-event': 3, unsubscribed: 1 } -> "3 by an exit event, 1 unsubscribed"; "none" when empty. */
export function reasonsText(counts: Record<string, number>, labels: Record<string, string>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reason, n]) => `${countText(n)} ${labels[reason] ?? reason}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

export const sumOf = (counts: Record<string, number>): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The numbers of a flow card, label and value, in the order the card shows them. */
export function flowStatsRows(stats: FlowStats): [string, string][] {
  return [
    ['In the flow now', countText(stats.inFlow)],
    ['Entered', countText(stats.entered)],
    ['Completed', countText(stats.completed)],
    [`Exited (${countText(sumOf(stats.exited))})`, reasonsText(stats.exited, exitReasonLabels)],
    ['Emails sent', countText(stats.emailsSent)],
    ['Clicks', countText(stats.clicks)],
    ['Conversions', countText(stats.conversions)],
    ['Revenue', revenueText(stats.revenueMinor)],
  ];
}

/** A step's numbers in one line: "2 waiting · 40 sent · 5 clicks · skipped: 3 smart sending". */
export function stepStatsText(stats: FlowStepStats | undefined, isEmail: boolean): string {
  if (!stats) return 'No one yet';
  const parts = [`${countText(stats.waiting)} waiting`];
  if (isEmail) parts.push(`${countText(stats.sent)} sent`, `${countText(stats.clicks)} clicks`);
  if (sumOf(stats.skipped) > 0) parts.push(`skipped: ${reasonsText(stats.skipped, skipReasonLabels)}`);
  if (sumOf(stats.held) > 0) parts.push(`held: ${reasonsText(stats.held, heldReasonLabels)}`);
  return parts.join(' · ');
}

export type DurationUnit = 'minutes' | 'hours' | 'days';
const unitMinutes: Record<DurationUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/** 4320 -> { amount: 3, unit: 'days' }: the largest unit that divides it evenly. */
export function splitMinutes(minutes: number): { amount: number; unit: DurationUnit } {
  if (minutes > 0 && minutes % unitMinutes.days === 0)
    return { amount: minutes / unitMinutes.days, unit: 'days' };
  if (minutes > 0 && minutes % unitMinutes.hours === 0)
    return { amount: minutes / unitMinutes.hours, unit: 'hours' };
  return { amount: minutes, unit: 'minutes' };
}

export const toMinutes = (amount: number, unit: DurationUnit): number =>
  Math.round(amount * unitMinutes[unit]);

/** 4320 -> "3 days", 60 -> "1 hour", 90 -> "90 minutes". */
export function durationText(minutes: number): string {
  const { amount, unit } = splitMinutes(minutes);
  return `${countText(amount)} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}
