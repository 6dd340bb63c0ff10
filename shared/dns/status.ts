import * as z from 'zod';

/**
 * Record and overall DNS statuses.
 *
 * Per record: 'verified' (found and right), 'pending' (not found yet, or right but not yet confirmed by
 * the sending service: nothing for the user to fix now), 'failed' (found but wrong: the reason says what
 * to change). docs/product.md › DNS statuses and banner also lists failed_to_verify, partially_verified and "other" as record values seen
 * in old data; `normalizeRecordStatus` folds those into the three we produce.
 *
 * Overall (docs/product.md › DNS statuses and banner, with the banner's texts):
 * - verified            every record is verified;
 * - failed_to_verify    at least one record failed, whatever the others are: something needs fixing, so
 *                       the banner says "DNS verification failed. Please review." (red);
 * - partially_verified  none failed, at least one verified and at least one still pending
 *                       ("Some DNS records still pending.");
 * - pending             none failed and none verified yet (nothing found), and also for an empty list.
 * The spec's `null` (never checked) is the absence of a status, not a value of this enum.
 */
export const recordStatusSchema = z.enum(['verified', 'pending', 'failed']);
export type RecordStatus = z.infer<typeof recordStatusSchema>;

export const overallStatusSchema = z.enum(['verified', 'partially_verified', 'failed_to_verify', 'pending']);
export type OverallStatus = z.infer<typeof overallStatusSchema>;

export function overallStatus(records: readonly { status: RecordStatus }[]): OverallStatus {
  if (records.length === 0) return 'pending';
  const verified = records.filter((r) => r.status === 'verified').length;
  if (verified === records.length) return 'verified';
  if (records.some((r) => r.status === 'failed')) return 'failed_to_verify';
  return verified > 0 ? 'partially_verified' : 'pending';
}

/** Any stored per-record value (docs/product.md › DNS statuses and banner) mapped onto the three statuses shown. */
export function normalizeRecordStatus(value: string | null | undefined): RecordStatus {
  switch (value) {
    case 'verified':
      return 'verified';
    case 'failed':
    case 'failed_to_verify':
      return 'failed';
    default:
      return 'pending';
  }
}
