import * as z from 'zod';

/**
 * Why a recipient of a campaign got no mail (issue 21: progress shows "skipped with reasons"). The worker
 * stores a reason on the recipient's item and counts it on the campaign item as the top-level number
 * `skipped_{reason}` (skipCounterName), in the same transaction as `skipped`; the wire nests the counts
 * under `skippedBy`.
 */
export const skipReasons = ['unsubscribed', 'bounced', 'complained', 'deleted', 'other'] as const;
export type SkipReason = (typeof skipReasons)[number];

export const skippedBySchema = z.object(
  Object.fromEntries(skipReasons.map((r) => [r, z.number().int().min(0)])) as Record<SkipReason, z.ZodNumber>,
);
export type SkippedBy = z.infer<typeof skippedBySchema>;

/** The campaign item's attribute counting one reason. */
export const skipCounterName = (reason: SkipReason) => `skipped_${reason}` as const;

/** The reason stored on a recipient's item ('status_unsubscribed', 'deleted', …) -> its counted reason. */
export function skipReasonOf(stored: string | undefined): SkipReason {
  const name = stored?.startsWith('status_') ? stored.slice('status_'.length) : stored;
  return (skipReasons as readonly string[]).includes(name ?? '') ? (name as SkipReason) : 'other';
}

/** "Skipped: 3 (2 unsubscribed, 1 bounced)"; just "Skipped: 0" when nobody was skipped. */
export function skippedText(skipped: number, by: SkippedBy): string {
  const parts = skipReasons.filter((r) => by[r] > 0).map((r) => `${by[r].toLocaleString('en-US')} ${r}`);
  const total = `Skipped: ${skipped.toLocaleString('en-US')}`;
  return parts.length ? `${total} (${parts.join(', ')})` : total;
}
