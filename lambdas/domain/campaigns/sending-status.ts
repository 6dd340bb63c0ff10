import {
  sendingErrorCodes,
  sendingTexts,
  type SendingStatus,
  type TenantSetup,
} from '../../../shared/contracts/sending-status';
import type { Clock } from '../../ports/clock';
import { ConditionFailedError, type Store } from '../../ports/store';
import { queryCampaigns } from '../items/campaign';
import { resumeGuardWrite } from '../items/sending-reputation';
import { DomainError } from '../errors';
import type { Mailer } from '../../ports/mailer';
import { markMissingTenant, tenantStatusOf } from '../tenants/tenant-status';
import { accountWindow, sendingPausedBy, type TenantStatus } from './send/reputation-guard';

type GuardPorts = { store: Store; clock: Clock; mailer?: Pick<Mailer, 'tenantStatus'> };

/**
 * What SES says of the account's tenant, where the handler has a mailer (GetTenant): paused by SES comes
 * before our own guard. An SES that cannot answer says nothing (the guard alone decides), logged.
 */
async function tenantOf(
  ports: GuardPorts,
  accountId: string,
): Promise<(TenantStatus & { setup?: TenantSetup }) | undefined> {
  if (!ports.mailer) return undefined;
  try {
    const { sending, setup } = await tenantStatusOf({ ...ports, mailer: ports.mailer }, accountId);
    return { sendingPaused: sending === 'paused', setup };
  } catch (error) {
    console.warn('[ses tenant] status unknown', { accountId, error: String(error) });
    return undefined;
  }
}

/**
 * Issue 35: the account's sending guard for the sending pages (GET /api/sending-status), the owner's
 * "I've cleaned my list" (POST /api/sending-status/resume), and the refusal of a send or resume while
 * sending is paused. `tenant` is the account's SES tenant status where one is known (paused by SES first).
 */
export async function sendingStatus(
  ports: GuardPorts,
  accountId: string,
  tenant?: TenantStatus & { setup?: TenantSetup },
): Promise<SendingStatus> {
  tenant ??= await tenantOf(ports, accountId);
  const window = await accountWindow(ports.store, accountId, ports.clock.now());
  const { guard, decision } = window;
  const by = sendingPausedBy(guard, tenant);
  // When paused, the numbers that paused it (the window moves on, the reason does not).
  const counts = by === 'guard' && guard.counts ? guard.counts : window.counts;
  const rate = (part: number) => (counts.sent > 0 ? part / counts.sent : 0);
  return {
    // Past the pause line but not paused yet (the guard is about to): a warning until it is.
    state:
      by === 'ses' ? 'paused_by_ses' : by === 'guard' ? 'paused' : decision.verdict === 'ok' ? 'ok' : 'warn',
    reason: by === 'ses' ? null : by === 'guard' ? (guard.reason ?? 'bounces') : (decision.reason ?? null),
    ...counts,
    bounceRate: rate(counts.bounced),
    complaintRate: rate(counts.complained),
    pauseAt: decision.pauseAt,
    pausedAt: by === 'guard' ? (guard.pausedAt ?? null) : null,
    strict: window.strict,
    ...(tenant?.setup ? { tenant: tenant.setup } : {}),
  };
}

export const sendingPaused = () =>
  new DomainError('conflict', sendingErrorCodes.paused, sendingTexts.refusedWhilePaused);
const sendingPausedBySes = () =>
  new DomainError('conflict', sendingErrorCodes.paused, sendingTexts.refusedBySes);

/** Send now and resume are refused (409) while the account's sending is paused. */
export async function requireSendingAllowed(
  ports: GuardPorts,
  accountId: string,
  tenant?: TenantStatus,
): Promise<void> {
  tenant ??= await tenantOf(ports, accountId);
  const { guard } = await accountWindow(ports.store, accountId, ports.clock.now());
  const by = sendingPausedBy(guard, tenant);
  await markMissingTenant(ports.store, accountId, ports.clock.now().toISOString()).catch((error: unknown) =>
    console.warn('[ses tenant] could not mark a missing tenant', { accountId, error: String(error) }),
  );
  if (by === 'ses') throw sendingPausedBySes();
  if (by === 'guard') throw sendingPaused();
}

/**
 * The owner confirms the clean-up: the guard sends again in a new epoch (the counts start afresh and the
 * lines are halved for the next 2,000 mails), then every campaign the pause stopped (paused since it) is
 * resumed through `resume` (the campaign routes' resume). 409 when sending is not paused.
 */
export async function resumeSending(
  ports: { store: Store; clock: Clock },
  accountId: string,
  resume: (campaignId: string) => Promise<unknown>,
): Promise<string[]> {
  const { guard } = await accountWindow(ports.store, accountId, ports.clock.now());
  if (guard.state !== 'paused')
    throw new DomainError('conflict', sendingErrorCodes.notPaused, sendingTexts.notPaused);
  try {
    await ports.store.transact([resumeGuardWrite(accountId, guard.epoch, ports.clock.now().toISOString())]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    throw new DomainError('conflict', sendingErrorCodes.notPaused, sendingTexts.notPaused);
  }
  const since = guard.pausedAt ?? '';
  const stopped = (await queryCampaigns(ports.store, accountId)).filter(
    (c) => c.status === 'paused' && c.updatedAt >= since,
  );
  const resumed: string[] = [];
  for (const campaign of stopped) {
    try {
      await resume(campaign.id);
      resumed.push(campaign.id);
    } catch (error) {
      // Changed meanwhile (cancelled, resumed by hand): the others still resume.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return resumed;
}
