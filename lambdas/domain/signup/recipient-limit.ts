import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store, TransactionConflictError } from '../../ports/store';
import { getOptinMailCount, putOptinMailCount } from '../items/optin-mail-count';

/**
 * The per-recipient limit of confirmation mails (issue 30, "No mail bombs"): at most MAX_PER_WINDOW to one
 * address within WINDOW_MS, across every form and account, counted on the address's keyed hash. Limits per
 * caller and per form do not stop one victim being signed up on many forms; this does.
 */
export const OPTIN_MAILS_PER_RECIPIENT = { max: 2, windowMs: 24 * 3_600_000 } as const;

/**
 * Takes one send from the address's allowance; false when it is used up (or another signup of the same
 * address wrote at the same moment: in doubt, no mail).
 */
export async function takeRecipientAllowance(
  deps: { store: Store; clock: Clock },
  emailHash: string,
): Promise<boolean> {
  const nowMs = deps.clock.now().getTime();
  const read = await getOptinMailCount(deps.store, emailHash);
  const recent = read.sentAtMs.filter((at) => at > nowMs - OPTIN_MAILS_PER_RECIPIENT.windowMs && at <= nowMs);
  if (recent.length >= OPTIN_MAILS_PER_RECIPIENT.max) return false;
  const sentAtMs = [...recent, nowMs];
  const expiresAt = Math.ceil((Math.min(...sentAtMs) + OPTIN_MAILS_PER_RECIPIENT.windowMs) / 1000) + 60;
  try {
    await putOptinMailCount(deps.store, emailHash, read, { sentAtMs, expiresAt });
  } catch (error) {
    if (error instanceof ConditionFailedError || error instanceof TransactionConflictError) return false;
    throw error;
  }
  return true;
}
