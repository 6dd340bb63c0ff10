import { campaignTransitions } from '../../../shared/campaigns/status-transitions';
import { campaignMessages, type Campaign } from '../../../shared/contracts/campaigns';
import { resumeSendJobAtAllowance } from '../items/send-job';
import { checksFailed, invalidSchedule, stillOverAllowance } from './campaign-errors';
import { campaignChecks, type CheckPorts } from './campaign-checks';
import type { Queue } from '../../ports/queue';
import type { Schedules } from '../../ports/schedules';
import { cancelCampaignSchedule, scheduleCampaignSend } from './schedule';
import { planAllowance } from './plan-allowance';
import { transition } from './transition';
import { settleReservation } from './send/settle-reservation';
import { resumeCampaignSend, startCampaignSend } from './send/start';
import { requireSendingAllowed } from './sending-status';

/** Where the campaign routes hand over to the send (send/start.ts): the send job runs off the request. */
type SendPorts = { queue: Queue };

type Caller = { userId: string; emailVerified: boolean };
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** The checks again, on the server: errors block scheduling and sending whatever the browser showed. */
async function requireChecks(ports: CheckPorts, caller: Caller, campaignId: string): Promise<void> {
  const result = await campaignChecks(ports, caller, campaignId);
  if (!result.canSend) throw checksFailed();
}

/**
 * POST /schedule: a draft (or an already scheduled campaign, to move it) gets a time in the future. The time is
 * stored on the item (scheduledAt), then the one-time schedule (EventBridge Scheduler / the local scheduler)
 * is set, or moved, to it; when it fires the send job starts the campaign if it is still scheduled for then.
 */
export async function scheduleCampaign(
  ports: CheckPorts & { schedules: Schedules },
  caller: Caller,
  campaignId: string,
  atText: string,
): Promise<Campaign> {
  const at = new Date(atText);
  const now = ports.clock.now().getTime();
  if (!(at.getTime() > now)) throw invalidSchedule(campaignMessages.scheduleInPast);
  if (at.getTime() - now > YEAR_MS) throw invalidSchedule(campaignMessages.scheduleTooFar);
  await requireChecks(ports, caller, campaignId);
  const { campaign } = await transition(ports, caller.userId, campaignId, {
    ...campaignTransitions.schedule,
    message: campaignMessages.cannotSchedule,
    set: () => ({ scheduledAt: at.toISOString() }),
  });
  await scheduleCampaignSend(ports, caller.userId, campaignId, at.toISOString());
  return campaign;
}

/** POST /send-now: checks, then 'sending' (startedAt now) and the send job is queued (send/start.ts). */
export async function sendCampaignNow(
  ports: CheckPorts & SendPorts,
  caller: Caller,
  campaignId: string,
): Promise<Campaign> {
  // Issue 35: nothing starts while the account's sending is paused (409, in the guard's words).
  await requireSendingAllowed(ports, caller.userId);
  await requireChecks(ports, caller, campaignId);
  const { campaign } = await transition(ports, caller.userId, campaignId, {
    ...campaignTransitions.sendNow,
    message: campaignMessages.cannotSend,
    set: (_item, at) => ({ startedAt: at, scheduledAt: undefined }),
  });
  await startCampaignSend(ports, { sub: caller.userId, campaignId });
  return campaign;
}

/** POST /cancel: a scheduled, sending, paused or held campaign stops for good (mail already sent stays sent). */
export async function cancelCampaign(
  ports: CheckPorts & { schedules: Schedules },
  accountId: string,
  campaignId: string,
): Promise<Campaign> {
  const { before, campaign } = await transition(ports, accountId, campaignId, {
    ...campaignTransitions.cancel,
    message: campaignMessages.cannotCancel,
    set: (_item, at) => ({ finishedAt: at }),
  });
  // Tidy only: a schedule that fires anyway finds the campaign cancelled and starts nothing.
  if (before.status === 'scheduled') await cancelCampaignSchedule(ports, campaignId);
  // What was reserved of the month's allowance and not mailed comes back (batches still in flight settle
  // it again when they are counted).
  else await settleReservation(ports.store, accountId, campaignId);
  return campaign;
}

/** POST /pause: the worker stops taking this campaign's recipients until it is resumed. */
export async function pauseCampaign(
  ports: CheckPorts,
  accountId: string,
  campaignId: string,
): Promise<Campaign> {
  const { campaign } = await transition(ports, accountId, campaignId, {
    ...campaignTransitions.pause,
    message: campaignMessages.cannotPause,
  });
  return campaign;
}

/**
 * POST /resume: back to 'sending', and the send picks up where it stopped (send/start.ts). A campaign held at
 * the month's allowance runs its job on from the page it stopped at (the job holds it again if the
 * allowance is still short); with nothing left of the allowance it stays held and the answer says why.
 */
export async function resumeCampaign(
  ports: CheckPorts & SendPorts,
  accountId: string,
  campaignId: string,
): Promise<Campaign> {
  await requireSendingAllowed(ports, accountId);
  const allowance = await planAllowance(ports, accountId);
  const { campaign } = await transition(ports, accountId, campaignId, {
    ...campaignTransitions.resume,
    message: campaignMessages.cannotResume,
    set: (item) => {
      if (item.status !== 'held') return {};
      if (allowance.used >= allowance.limit) throw stillOverAllowance();
      return { queuedAll: undefined, stoppedBy: undefined, heldNotSent: undefined };
    },
    extra: (item) => (item.status === 'held' ? [resumeSendJobAtAllowance(campaignId)] : []),
  });
  await resumeCampaignSend(ports, { sub: accountId, campaignId });
  return campaign;
}
