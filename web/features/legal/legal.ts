/** Shared facts of the legal pages. Pure. */

export const SUPPORT_EMAIL = 'support@junglemail.app';
export const TRACKING_RETENTION_DAYS = 90;

/** 'November 22, 2026': the spec shows the current date as the last-updated date. */
export function formatLastUpdated(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}
