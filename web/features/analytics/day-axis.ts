/**
 * The daily chart's time axis, by day: each point sits at its day's 00:00 UTC (the report's days are dates in
 * the account's zone, drawn as UTC so no zone shifts them), ticks are a whole number of days apart and read
 * "Nov 23", never "12pm" / "12am". Pure (no uPlot import), so it is unit-tested on its own.
 */
const DAY = 86_400;

/** 'yyyy-mm-dd' -> seconds at 00:00 UTC of that date (uPlot's x values are seconds). */
export const dayStamp = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

const format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Seconds at a day's 00:00 UTC -> "Nov 23". */
export const dayLabel = (seconds: number): string => format.format(new Date(seconds * 1000));

/** Tick spacings uPlot may choose from: whole days and weeks only (its defaults go down to hours). */
export const DAY_INCRS: number[] = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((days) => days * DAY);

/** The axis's labels for uPlot's splits (Axis.values). */
export const dayAxisValues = (_chart: unknown, splits: number[]): string[] => splits.map(dayLabel);
