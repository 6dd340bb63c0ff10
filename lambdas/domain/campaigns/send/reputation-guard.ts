import type { Clock } from '../../../ports/clock';
import { ConditionFailedError, type Store } from '../../../ports/store';
import { changeCampaign, getCampaign, queryCampaigns } from '../../items/campaign';
import {
  ensureReputationGuard,
  getReputationGuard,
  pauseGuardWrite,
  queryReputationHours,
  type ReputationGuard,
} from '../../items/sending-reputation';
import {
  decideSending,
  STRICT_FOR_SENT,
  type ReputationCounts,
  type SendingDecision,
} from './reputation-rules';
import { windowCounts } from './reputation-window';

/**
 * Issue 35: the account's sending guard. The SES events handler counts each mail, hard bounce and complaint
 * into the account's hour buckets (reputation-count.ts) and, after a bounce or complaint, asks the rules
 * (reputation-rules.ts) about the window; past the pause line the guard pauses the account: its item says
 * 'paused' and every campaign of it that is 'sending' becomes 'paused' (the worker re-reads its campaign's
 * status every second and parks the rest; the job and each batch also read the guard first, `sendingHeld`).
 */

/** What SES says of the account's tenant (issue 35, "One tenant per account"; plugged in by that work). */
export interface TenantStatus {
  /** SES paused (or has not enabled) the tenant's sending. */
  sendingPaused: boolean;
}

export type PausedBy = 'guard' | 'ses';

/**
 * Whether the account's sending is paused, and by whom: SES first (nothing can be tried then), else our
 * guard. `tenant` is the account's SES tenant status where one is known.
 */
export function sendingPausedBy(
  guard: Pick<ReputationGuard, 'state'>,
  tenant?: TenantStatus,
): PausedBy | undefined {
  if (tenant?.sendingPaused) return 'ses';
  return guard.state === 'paused' ? 'guard' : undefined;
}

export interface AccountWindow {
  guard: ReputationGuard;
  counts: ReputationCounts;
  strict: boolean;
  decision: SendingDecision;
}

/** The guard, the window's counts and what the rules say of them now. */
export async function accountWindow(store: Store, accountId: string, now: Date): Promise<AccountWindow> {
  const guard = await getReputationGuard(store, accountId);
  const hours = await queryReputationHours(store, accountId, guard.epoch);
  const counts = windowCounts(hours, now);
  const sinceResume = hours.reduce((n, hour) => n + hour.sent, 0);
  const strict = guard.epoch > 0 && sinceResume < STRICT_FOR_SENT;
  return { guard, counts, strict, decision: decideSending({ counts, strict }) };
}

export type OwnerNotice = (accountId: string, window: AccountWindow) => Promise<void>;

/**
 * After a counted bounce or complaint: past the pause line, pauses the account (once: the guard's
 * conditional write), its sending campaigns, and tells the owner (`notify`, best effort: the pause stands
 * whether or not the mail went). Answers the verdict, or 'paused_now' when this call paused the account.
 */
export async function guardAccount(
  ports: { store: Store; clock: Clock },
  accountId: string,
  notify?: OwnerNotice,
): Promise<SendingDecision['verdict'] | 'paused_now'> {
  const window = await accountWindow(ports.store, accountId, ports.clock.now());
  const { decision } = window;
  if (decision.verdict !== 'pause' || window.guard.state === 'paused') return decision.verdict;
  if (!(await pauseAccount(ports, accountId, window))) return 'pause';
  await notify?.(accountId, window);
  return 'paused_now';
}

/** The guard's pause and every 'sending' campaign paused; false when another caller paused it first. */
export async function pauseAccount(
  ports: { store: Store; clock: Clock },
  accountId: string,
  window: Pick<AccountWindow, 'counts' | 'decision'>,
): Promise<boolean> {
  const at = ports.clock.now().toISOString();
  await ensureReputationGuard(ports.store, accountId);
  try {
    const reason = window.decision.reason ?? 'bounces';
    await ports.store.transact([pauseGuardWrite(accountId, { at, reason, counts: window.counts })]);
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
  const campaigns = await queryCampaigns(ports.store, accountId);
  for (const campaign of campaigns)
    if (campaign.status === 'sending') await pauseCampaignForGuard(ports.store, accountId, campaign.id, at);
  return true;
}

/** 'sending' -> 'paused' (nothing when it is not sending any more). */
async function pauseCampaignForGuard(store: Store, accountId: string, campaignId: string, at: string) {
  try {
    await store.transact([
      changeCampaign(accountId, campaignId, { status: 'paused', updatedAt: at }, 'sending'),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

/**
 * Read by the send job before each page and by the worker before each batch: when the account's sending
 * is paused, the campaign is paused too (if it was still sending: it started after the pause, or the pause
 * raced it) and true is answered, so nothing more is queued or mailed.
 */
export async function sendingHeld(
  ports: { store: Store; clock: Clock },
  accountId: string,
  campaignId: string,
): Promise<boolean> {
  const guard = await getReputationGuard(ports.store, accountId);
  if (!sendingPausedBy(guard)) return false;
  const campaign = await getCampaign(ports.store, accountId, campaignId);
  if (campaign?.status === 'sending')
    await pauseCampaignForGuard(ports.store, accountId, campaignId, ports.clock.now().toISOString());
  return true;
}
