/**
 * How the app writes a moment and a day, on every page alike ("Nov 30, 2026, 6:04 PM", "Nov 30, 2026"): the
 * project list's "Last Edited" style (docs/product.md › Project list), in the browser's own time zone unless
 * one is given. One place, so a campaign's start, a key's last use and a Shopify connection's time read the
 * same (a journey found three formats on three pages).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The formats, made once per style and time zone (building one costs more than using it). */
function formatOf(style: 'moment' | 'day', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      ...(style === 'moment' ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** A moment: "Nov 30, 2026, 6:04 PM"; '' for an unreadable time. */
export function dateTimeText(at: string | number | Date, timeZone?: string): string {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '' : formatOf('moment', timeZone).format(date);
}

/** A day: "Nov 30, 2026"; '' for an unreadable time. */
export function dayText(at: string | number | Date, timeZone?: string): string {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '' : formatOf('day', timeZone).format(date);
}
